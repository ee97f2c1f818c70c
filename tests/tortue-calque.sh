#!/bin/sh
# tortue-calque.sh -- the image layer (draw.h): past DRAW_KEEP_ITEMS items
# the older ones are merged into pixels, and SAUVEDESSIN's SVG embeds them
# as an <image> (a PNG in a data URI) under the items kept as vectors.
# 18000 segments, a colour each (one item a segment): the SVG's text, its
# PNG payload aside, is compared with what it must be (element by element,
# counted); the PNG decoded has the layer's size and the merged ink where
# the turtle drew it, transparent elsewhere; the PNG and the PDF show it.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/tortue-calque.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
command -v base64 >/dev/null 2>&1 || { echo "SKIP: base64 absent"; exit 77; }

expect "18000 segments saved" 0 "" "$TORTUE" --sans-fenetre \
  -e "REPETE 9000 [FCC \"rouge AV 10 FCC \"bleu RE 10] SAUVEDESSIN \"$tmp/c.svg SAUVEDESSIN \"$tmp/c.png SAUVEDESSIN \"$tmp/c.pdf"
# the layer covers the merged ink (x -0.5..0.5, y -0.5..10.5) with 64 steps
# of room, its pixel centres on whole coordinates; 8192 items are kept,
# and the 9809 still there (half of them red) are drawn over it
got=$(sed -E 's/base64,[A-Za-z0-9+\/=]*"/base64,PNG"/' "$tmp/c.svg" | sort | uniq -c | sort -k2)
same "the SVG with its image layer" '      1 </svg>
      1 <?xml version="1.0" encoding="UTF-8"?>
      1 <image x="-65.5" y="-75.5" width="129" height="139" preserveAspectRatio="none" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:image/png;base64,PNG"/>
   4905 <polyline points="0,-10 0,0" fill="none" stroke="#0000ff" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>
   4904 <polyline points="0,0 0,-10" fill="none" stroke="#ff0000" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>
      1 <rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffffff"/>
      1 <svg xmlns="http://www.w3.org/2000/svg" width="21" height="31" viewBox="-10.5 -20.5 21 31">' "$got"
# the order: background, layer, then the items
same "the layer under the items" '<rect
<image
<polyline' "$(grep -o '^<[a-z]*' "$tmp/c.svg" | grep -v -e '^<$' -e '^<svg$' | uniq | head -3)"
grep -o 'base64,[^"]*' "$tmp/c.svg" | cut -c8- | base64 -d >"$tmp/layer.png" 2>/dev/null
same "the layer is a PNG" "$(printf '\211PNG')" "$(head -c 4 "$tmp/layer.png")"
if command -v convert >/dev/null 2>&1; then
  # pixel (65, 70) is the turtle's (0, 5): the last item merged, red; a
  # corner is transparent (the background shows through)
  same "the layer's size" "129x139" "$(identify -format '%wx%h' "$tmp/layer.png")"
  same "the merged ink in the layer" "255,0,0,255" "$(convert "$tmp/layer.png" -crop 1x1+65+70 \
    -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)],%[fx:int(255*a)]' info:)"
  same "the layer transparent elsewhere" "0" "$(convert "$tmp/layer.png" -crop 1x1+10+10 \
    -format '%[fx:int(255*a)]' info:)"
  # the PNG (21 x 31, one pixel a step): the line blue (the last item) on white
  same "the PNG: the line" "0,0,255" "$(convert "$tmp/c.png" -crop 1x1+10+15 \
    -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]' info:)"
  same "the PNG: beside it" "255,255,255" "$(convert "$tmp/c.png" -crop 1x1+4+15 \
    -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]' info:)"
fi
grep -q '/Subtype */Image' "$tmp/c.pdf" || { echo "FAIL: the PDF holds no image (the layer)"; fail=1; }
exit $fail
