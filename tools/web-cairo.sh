#!/bin/sh
# web-cairo.sh SOURCE COPY -- a copy of one of Cairo's files (Debian's
# bookworm source, 1.16) made fit for WebAssembly, for tools/web.mk.
#
# Cairo 1.16 hands a few functions on as pointers of another type: a
# line_to of two parameters as a spline's point function of three, a
# function of none as the paint, mask, stroke, fill and show_glyphs of the
# "null" surface (which measures the glyphs of its built-in font and the
# pages of a PDF). C leaves such a call undefined and native ABIs let it
# through; WebAssembly checks every indirect call's type and traps ("null
# function or function signature mismatch"), ending the program. Each such
# pointer is given here a small function of the right type that calls the
# original; web.mk compiles every Cairo file with -Werror=cast-function-type
# so that a cast this misses stops the build instead of the page.
set -euf   # -f: the sed expressions hold brackets
src=$1
out=$2
name=$(basename "$src")

# the two-parameter functions f of a file cast to spline point functions:
# each cast becomes f_spline, declared after cairoint.h, defined at the end
splines() {
  decl= defs= subst=
  for f in "$@"; do
    decl="$decl
static cairo_status_t ${f}_spline (void *, const cairo_point_t *, const cairo_slope_t *);"
    defs="$defs
static cairo_status_t ${f}_spline (void *closure, const cairo_point_t *point,
				   const cairo_slope_t *tangent)
{
    (void) tangent;
    return $f (closure, point);
}"
    subst="$subst -e s/(cairo_spline_add_point_func_t)[[:space:]]*$f\\b/${f}_spline/g"
  done
  # shellcheck disable=SC2086
  sed $subst "$src" | awk -v decl="$decl" '{ print } /^#include "cairoint.h"/ { print decl }'
  printf '%s\n' "$defs"
}

# the null surface's drawing functions, one of each type, before its backend
null_surface() {
  awk '/^static const cairo_surface_backend_t cairo_null_surface_backend = \{/ {
    print "static cairo_int_status_t"
    print "_null_paint (void *s, cairo_operator_t op, const cairo_pattern_t *src,"
    print "             const cairo_clip_t *clip)"
    print "{ return CAIRO_STATUS_SUCCESS; }"
    print "static cairo_int_status_t"
    print "_null_mask (void *s, cairo_operator_t op, const cairo_pattern_t *src,"
    print "            const cairo_pattern_t *mask, const cairo_clip_t *clip)"
    print "{ return CAIRO_STATUS_SUCCESS; }"
    print "static cairo_int_status_t"
    print "_null_stroke (void *s, cairo_operator_t op, const cairo_pattern_t *src,"
    print "              const cairo_path_fixed_t *path, const cairo_stroke_style_t *style,"
    print "              const cairo_matrix_t *ctm, const cairo_matrix_t *ctm_inverse,"
    print "              double tolerance, cairo_antialias_t antialias, const cairo_clip_t *clip)"
    print "{ return CAIRO_STATUS_SUCCESS; }"
    print "static cairo_int_status_t"
    print "_null_fill (void *s, cairo_operator_t op, const cairo_pattern_t *src,"
    print "            const cairo_path_fixed_t *path, cairo_fill_rule_t fill_rule,"
    print "            double tolerance, cairo_antialias_t antialias, const cairo_clip_t *clip)"
    print "{ return CAIRO_STATUS_SUCCESS; }"
    print "static cairo_int_status_t"
    print "_null_show_glyphs (void *s, cairo_operator_t op, const cairo_pattern_t *src,"
    print "                   cairo_glyph_t *glyphs, int num_glyphs,"
    print "                   cairo_scaled_font_t *scaled_font, const cairo_clip_t *clip)"
    print "{ return CAIRO_STATUS_SUCCESS; }"
  } { print }' "$src" |
    sed -e 's/(_paint_func) _return_success/_null_paint/' \
        -e 's/(_mask_func) _return_success/_null_mask/' \
        -e 's/(_stroke_func) _return_success/_null_stroke/' \
        -e 's/(_fill_func) _return_success/_null_fill/' \
        -e 's/(_show_glyphs_func) _return_success/_null_show_glyphs/'
}

# the flattener hands the caller's line_to to the spline: a point function
# that calls it with the caller's closure
flattener() {
  sed -e '/(cairo_spline_add_point_func_t)cpf->line_to,/{
N
s/(cairo_spline_add_point_func_t)cpf->line_to,\n\([[:space:]]*\)cpf->closure,/_cpf_spline_point,\n\1cpf,/
}' "$src" | awk '{ print } /^} cpf_t;/ {
    print "static cairo_status_t"
    print "_cpf_spline_point (void *closure, const cairo_point_t *point,"
    print "                   const cairo_slope_t *tangent)"
    print "{"
    print "    cpf_t *cpf = closure;"
    print "    (void) tangent;"
    print "    return cpf->line_to (cpf->closure, point);"
    print "}"
  }'
}

case $name in
  cairo-path-fill.c) splines _cairo_filler_line_to ;;
  cairo-path-in-fill.c) splines _cairo_in_fill_line_to ;;
  cairo-path-stroke.c) splines _cairo_stroker_line_to_dashed _cairo_stroker_line_to ;;
  cairo-path-stroke-traps.c) splines line_to_dashed ;;
  cairo-path-fixed.c) flattener ;;
  cairo-analysis-surface.c) null_surface ;;
  *) echo "web-cairo.sh: nothing to change in $name" >&2; exit 1 ;;
esac > "$out.tmp"
mv "$out.tmp" "$out"
