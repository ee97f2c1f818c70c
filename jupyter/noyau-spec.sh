#!/bin/sh
# noyau-spec.sh DIR PYTHON TORTUE NOYAU [ICONS]: write Tortue's two Jupyter
# kernel specs in DIR (DIR/tortue, French, and DIR/tortue-en, UCBLogo's
# English names): each runs the kernel NOYAU (noyau_tortue.py) with PYTHON
# (one that has ipykernel) and the program TORTUE. ICONS, a folder, gives
# them logo-32x32.png and logo-64x64.png.
# make install and the tests use it, each with its own paths.
set -e
dir=$1 python=$2 tortue=$3 noyau=$4 icons=${5:-}
spec() {  # spec NAME LANGUE DISPLAY_NAME
  mkdir -p "$dir/$1"
  cat > "$dir/$1/kernel.json" <<JSON
{
  "argv": ["$python", "$noyau", "--tortue=$tortue", "--langue=$2", "-f", "{connection_file}"],
  "display_name": "$3",
  "language": "logo",
  "interrupt_mode": "signal"
}
JSON
  if [ -n "$icons" ]; then
    cp "$icons/logo-32x32.png" "$icons/logo-64x64.png" "$dir/$1/"
  fi
}
spec tortue fr "Tortue (Logo en français)"
spec tortue-en en "Tortue (Logo, UCBLogo's English names)"
