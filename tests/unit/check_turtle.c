/* check_turtle.c -- the turtle's drawing seen from C: a square is one pen
 * run; the PNG file decoded (its size, black pixels on the square's edge,
 * white ones inside and outside); a view's mark draws only what is new. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <cairo.h>
#include <check.h>

#include "draw.h"
#include "turtle.h"
#include "check_util.h"

static LgState *turtle_state(void)
{
  LgState *L = new_state();
  tur_no_window(L);
  return L;
}

/* The pixel (x, y) of an RGB24 image, as 0xRRGGBB. */
static unsigned pixel(cairo_surface_t *s, int x, int y)
{
  const unsigned char *row = cairo_image_surface_get_data(s) +
                             (size_t)y * (size_t)cairo_image_surface_get_stride(s);
  return ((const uint32_t *)row)[x] & 0xffffff;
}

static cairo_surface_t *saved_png(LgState *L, const char *program)
{
  char path[64], src[256];
  snprintf(path, sizeof path, "/tmp/check_turtle.%d.png", (int)getpid());
  snprintf(src, sizeof src, "%s\nSAUVEDESSIN \"%s\n", program, path);
  Run r = run_text(L, src);
  ck_assert_str_eq(r.err, "");
  cairo_surface_t *s = cairo_image_surface_create_from_png(path);
  unlink(path);
  ck_assert_int_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
  return s;
}

START_TEST(square_is_one_pen_run)
{
  LgState *L = turtle_state();
  run_text(L, "REPETE 4 [AV 100 TD 90]");
  const Drawing *d = tur_drawing(L);
  ck_assert_uint_eq(d->n, 1);
  ck_assert_int_eq(d->items[0].kind, DK_PATH);
  ck_assert_uint_eq(d->items[0].count, 5);
  ck_assert(d->pts[4] == 100 && d->pts[5] == 100);
  run_text(L, "LC AV 10 BC AV 10");
  ck_assert_uint_eq(d->n, 2);
}
END_TEST

/* One pixel a step, a margin of 10 steps around the bounds (the pen's half
 * width included): the left edge x = 0 falls on pixels 10..11. */
START_TEST(png_of_a_square)
{
  LgState *L = turtle_state();
  cairo_surface_t *s = saved_png(L, "REPETE 4 [AV 100 TD 90]");
  ck_assert_int_eq(cairo_image_surface_get_width(s), 121);
  ck_assert_int_eq(cairo_image_surface_get_height(s), 121);
  ck_assert_uint_eq(pixel(s, 10, 60), 0x000000);    /* left edge */
  ck_assert_uint_eq(pixel(s, 110, 60), 0x000000);   /* right edge */
  ck_assert_uint_eq(pixel(s, 60, 10), 0x000000);    /* top edge */
  ck_assert_uint_eq(pixel(s, 60, 110), 0x000000);   /* bottom edge */
  ck_assert_uint_eq(pixel(s, 60, 60), 0xffffff);    /* inside */
  ck_assert_uint_eq(pixel(s, 3, 60), 0xffffff);     /* in the margin */
  cairo_surface_destroy(s);
}
END_TEST

START_TEST(png_filled_and_coloured)
{
  LgState *L = turtle_state();
  cairo_surface_t *s = saved_png(L, "FCFG \"noir FCC \"rouge REPETE 4 [AV 100 TD 90] REMPLIS");
  ck_assert_uint_eq(pixel(s, 60, 60), 0xff0000);
  ck_assert_uint_eq(pixel(s, 3, 3), 0x000000);
  cairo_surface_destroy(s);
}
END_TEST

START_TEST(png_of_a_given_size)
{
  LgState *L = turtle_state();
  run_text(L, "REPETE 4 [AV 100 TD 90]");
  char path[64], src[128];
  snprintf(path, sizeof path, "/tmp/check_turtle_taille.%d.png", (int)getpid());
  snprintf(src, sizeof src, "(SAUVEDESSIN \"%s [300 200])", path);
  Run r = run_text(L, src);
  ck_assert_str_eq(r.err, "");
  cairo_surface_t *s = cairo_image_surface_create_from_png(path);
  unlink(path);
  ck_assert_int_eq(cairo_image_surface_get_width(s), 300);
  ck_assert_int_eq(cairo_image_surface_get_height(s), 200);
  /* fitted to the height: the square is centred, its left edge at
   * 150 - 200 * 50.5 / 121 */
  ck_assert_uint_eq(pixel(s, 150, 100), 0xffffff);
  ck_assert_uint_ne(pixel(s, 66, 100), 0xffffff);
  cairo_surface_destroy(s);
}
END_TEST

/* draw_render_new: the items and the points a view has not drawn yet. */
START_TEST(mark_follows_the_drawing)
{
  LgState *L = turtle_state();
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 10, 10);
  cairo_t *cr = cairo_create(s);
  DrawMark m = {0, 0, 0};
  const Drawing *d = tur_drawing(L);
  ck_assert(draw_render_new(cr, d, &m));
  run_text(L, "AV 10 TD 90 AV 10");
  ck_assert(draw_render_new(cr, d, &m));
  ck_assert_uint_eq(m.item, 1);
  ck_assert_uint_eq(m.npts, 3);
  run_text(L, "AV 10");
  ck_assert(draw_render_new(cr, d, &m));
  ck_assert_uint_eq(m.npts, 4);
  run_text(L, "NETTOIE");
  ck_assert(!draw_render_new(cr, d, &m));   /* cleared: start again */
  ck_assert_uint_eq(m.item, 0);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}
END_TEST

Suite *turtle_suite(void)
{
  Suite *s = suite_create("turtle");
  TCase *tc = tcase_create("drawing");
  tcase_add_test(tc, square_is_one_pen_run);
  tcase_add_test(tc, png_of_a_square);
  tcase_add_test(tc, png_filled_and_coloured);
  tcase_add_test(tc, png_of_a_given_size);
  tcase_add_test(tc, mark_follows_the_drawing);
  suite_add_tcase(s, tc);
  return s;
}
