/* cairo_dl.h -- Cairo through the table dyn_cairo, filled when the library
 * is first needed (dynlib.h says why it is not linked). Included instead
 * of <cairo.h> by the files that draw with it: each Cairo function they
 * call is a macro for its entry in the table, as OpenGL's loaders do, so
 * that the calls read as Cairo's. dyn_cairo_load() (dynlib.h) must have
 * answered true before the first call. */
#ifndef LOGO_CAIRO_DL_H
#define LOGO_CAIRO_DL_H

#include <cairo.h>
#include <cairo-pdf.h>

#include "dynlib.h"

#define CAIRO_FUNCTIONS(X)                                                  \
  X(arc) X(arc_negative) X(close_path) X(create) X(destroy) X(fill)         \
  X(fill_preserve) X(font_extents) X(image_surface_create)                  \
  X(image_surface_create_for_data) X(image_surface_get_data)                \
  X(image_surface_get_height) X(image_surface_get_stride)                   \
  X(image_surface_get_width) X(image_surface_create_from_png_stream) X(line_to) X(move_to) X(new_path) X(paint)     \
  X(pdf_surface_create_for_stream) X(restore) X(rotate) X(save) X(scale)    \
  X(select_font_face) X(set_antialias) X(set_font_size) X(set_line_cap)     \
  X(set_line_join) X(set_line_width) X(set_operator) X(set_source_rgb)      \
  X(set_source_rgba) X(set_source_surface) X(show_text) X(stroke)           \
  X(surface_destroy) X(surface_finish) X(surface_flush) X(surface_status)   \
  X(surface_write_to_png_stream) X(text_extents) X(translate)

typedef struct DynCairo {
#define CAIRO_ENTRY(f) __typeof__(cairo_##f) *f;
  CAIRO_FUNCTIONS(CAIRO_ENTRY)
#undef CAIRO_ENTRY
} DynCairo;

extern DynCairo dyn_cairo;

/* dynlib.c, which fills the table from the linked Cairo in the web build,
 * needs Cairo's own names */
#ifndef CAIRO_DL_NO_MACROS
#define cairo_arc (dyn_cairo.arc)
#define cairo_arc_negative (dyn_cairo.arc_negative)
#define cairo_close_path (dyn_cairo.close_path)
#define cairo_create (dyn_cairo.create)
#define cairo_destroy (dyn_cairo.destroy)
#define cairo_fill (dyn_cairo.fill)
#define cairo_fill_preserve (dyn_cairo.fill_preserve)
#define cairo_font_extents (dyn_cairo.font_extents)
#define cairo_image_surface_create (dyn_cairo.image_surface_create)
#define cairo_image_surface_create_for_data (dyn_cairo.image_surface_create_for_data)
#define cairo_image_surface_get_data (dyn_cairo.image_surface_get_data)
#define cairo_image_surface_get_height (dyn_cairo.image_surface_get_height)
#define cairo_image_surface_get_stride (dyn_cairo.image_surface_get_stride)
#define cairo_image_surface_get_width (dyn_cairo.image_surface_get_width)
#define cairo_image_surface_create_from_png_stream \
  (dyn_cairo.image_surface_create_from_png_stream)
#define cairo_line_to (dyn_cairo.line_to)
#define cairo_move_to (dyn_cairo.move_to)
#define cairo_new_path (dyn_cairo.new_path)
#define cairo_paint (dyn_cairo.paint)
#define cairo_pdf_surface_create_for_stream (dyn_cairo.pdf_surface_create_for_stream)
#define cairo_restore (dyn_cairo.restore)
#define cairo_rotate (dyn_cairo.rotate)
#define cairo_save (dyn_cairo.save)
#define cairo_scale (dyn_cairo.scale)
#define cairo_select_font_face (dyn_cairo.select_font_face)
#define cairo_set_antialias (dyn_cairo.set_antialias)
#define cairo_set_font_size (dyn_cairo.set_font_size)
#define cairo_set_line_cap (dyn_cairo.set_line_cap)
#define cairo_set_line_join (dyn_cairo.set_line_join)
#define cairo_set_line_width (dyn_cairo.set_line_width)
#define cairo_set_operator (dyn_cairo.set_operator)
#define cairo_set_source_rgb (dyn_cairo.set_source_rgb)
#define cairo_set_source_rgba (dyn_cairo.set_source_rgba)
#define cairo_set_source_surface (dyn_cairo.set_source_surface)
#define cairo_show_text (dyn_cairo.show_text)
#define cairo_stroke (dyn_cairo.stroke)
#define cairo_surface_destroy (dyn_cairo.surface_destroy)
#define cairo_surface_finish (dyn_cairo.surface_finish)
#define cairo_surface_flush (dyn_cairo.surface_flush)
#define cairo_surface_status (dyn_cairo.surface_status)
#define cairo_surface_write_to_png_stream (dyn_cairo.surface_write_to_png_stream)
#define cairo_text_extents (dyn_cairo.text_extents)
#define cairo_translate (dyn_cairo.translate)
#endif

#endif
