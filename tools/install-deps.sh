#!/usr/bin/env bash
# install-deps.sh -- install the Debian packages Tortue needs to build and
# test. Idempotent: does nothing when they are all there already.
set -euo pipefail
packages=(build-essential autoconf automake pkg-config libgc-dev libreadline-dev libcairo2-dev check tmux libsdl2-dev xvfb xauth imagemagick python3 vim xdotool)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# the Debian package's build and checks (tools/deb.sh), the Jupyter kernel
# and its tests, Emacs for its mode's test, the web version (tools/web.sh's
# emscripten) and its test in headless Chromium (tests/navigateur.sh): without their recommendations (Jupyter's would bring
# matplotlib, scipy and pandoc)
lean=(debhelper lintian dpkg-dev fakeroot python3-ipykernel python3-jupyter-kernel-test
      jupyter-client jupyter-nbconvert python3-nbconvert python3-nbformat emacs-nox
      emscripten chromium chromium-driver python3-selenium)
lean_missing=()
for p in "${lean[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || lean_missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && [ ${#lean_missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
[ ${#missing[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
[ ${#lean_missing[@]} -eq 0 ] \
  || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${lean_missing[@]}"
