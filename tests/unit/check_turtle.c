/* check_turtle.c -- the turtle's drawing seen from C: a square is one pen
 * run; the PNG file decoded (its size, black pixels on the square's edge,
 * white ones inside and outside); a view's mark draws only what is new. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cairo.h>
#include <check.h>

#include "draw.h"
#include "mem.h"
#include "state.h"
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

/* The drawing of program saved by SAUVEDESSIN as a PNG, with the size
 * given in `size` ("" or " [w h]"), and read back. */
static cairo_surface_t *saved_png_sized(LgState *L, const char *program, const char *size)
{
  char path[64], src[256];
  snprintf(path, sizeof path, "/tmp/check_turtle.%d.png", (int)getpid());
  snprintf(src, sizeof src, "%s\n(SAUVEDESSIN \"%s%s)\n", program, path, size);
  Run r = run_text(L, src);
  ck_assert_str_eq(r.err, "");
  cairo_surface_t *s = cairo_image_surface_create_from_png(path);
  unlink(path);
  ck_assert_int_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
  return s;
}

static cairo_surface_t *saved_png(LgState *L, const char *program)
{
  return saved_png_sized(L, program, "");
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

START_TEST(png_of_a_disc)
{
  LgState *L = turtle_state();
  cairo_surface_t *s = saved_png(L, "FCC \"bleu CERCLE 50 REMPLIS");
  ck_assert_int_eq(cairo_image_surface_get_width(s), 121);
  ck_assert_uint_eq(pixel(s, 60, 60), 0x0000ff);    /* the centre */
  ck_assert_uint_eq(pixel(s, 60, 30), 0x0000ff);
  ck_assert_uint_eq(pixel(s, 15, 15), 0xffffff);    /* outside, in a corner */
  cairo_surface_destroy(s);
}
END_TEST

START_TEST(png_of_a_given_size)
{
  LgState *L = turtle_state();
  cairo_surface_t *s = saved_png_sized(L, "REPETE 4 [AV 100 TD 90]", " [300 200]");
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
  DrawMark m = {0, 0, 0, 0};
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

/* An endless drawing: past DRAW_KEEP_PTS points the older ones go into
 * the image layer; the vectors and the layer stay bounded however long
 * it draws, the bounds keep the merged ink, and a view's mark starts
 * again after a merge. */
START_TEST(drawing_merged_into_layer)
{
  LgState *L = turtle_state();
  const Drawing *d = tur_drawing(L);
  run_text(L, "REPETE 200000 [AV 1 TD 1]");
  ck_assert_ptr_nonnull(d->layer.img);
  ck_assert_uint_lt(d->npts, DRAW_KEEP_PTS);
  ck_assert_uint_eq(d->base_pt + d->npts, 200001);
  size_t bytes = mem_native_bytes();
  DrawMark m = {0, 0, 0, 0};
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 10, 10);
  cairo_t *cr = cairo_create(s);
  ck_assert(!draw_render_new(cr, d, &m));   /* merged since: start again */
  ck_assert(draw_render_new(cr, d, &m));
  run_text(L, "REPETE 400000 [AV 1 TD 1]");
  ck_assert_uint_le(mem_native_bytes(), bytes + bytes / 4);
  double b[4];
  ck_assert(draw_bounds(d, b));   /* the circle of 360 steps: centre (57.3, 0) */
  ck_assert(b[1] < -57 && b[3] > 57 && b[0] < -0.4 && b[2] > 114);
  ck_assert(!draw_render_new(cr, d, &m));
  cairo_destroy(cr);
  cairo_surface_destroy(s);
  run_text(L, "VE");
  ck_assert_ptr_null(d->layer.img);
}
END_TEST

/* The drawing lives in native memory, counted by the limit, and VE gives
 * it back. */
START_TEST(drawing_memory_given_back)
{
  LgState *L = turtle_state();
  size_t before = mem_native_bytes();
  run_text(L, "REPETE 10000 [AV 1 TD 1] ETIQUETTE \"texte");
  ck_assert_uint_ge(mem_native_bytes(), before + 10000 * 2 * sizeof(double));
  run_text(L, "VE");
  ck_assert_uint_eq(mem_native_bytes(), before);
}
END_TEST

/* A label's box is its text's, measured: along the heading, above the
 * baseline and below it (descenders). */
START_TEST(label_bounds_hold_the_text)
{
  LgState *L = turtle_state();
  run_text(L, "FCAP 90 ETIQUETTE \"Bonjour");
  double b[4];
  ck_assert(draw_bounds(tur_drawing(L), b));
  ck_assert(b[0] == 0 && b[2] > 3 * 14 && b[2] < 7 * 14);
  ck_assert(b[1] < 0 && b[3] > 7);
}
END_TEST

/* {====================================================================
 * A device standing for the window: counts what the turtle asks of it
 * ===================================================================== */

typedef struct FakeWindow {
  DrawDevice dev;
  int opened, updates, pumps, closes;
  size_t shown;        /* items the last update saw */
  bool user_closed;    /* the next pump says the window was closed */
  bool lost;           /* the next pump says the window was lost */
} FakeWindow;

static FakeWindow fake;

static void fake_update(DrawDevice *dev, const Drawing *d)
{
  (void)dev;
  fake.updates++;
  fake.shown = d->n;
}

static DrawLive fake_pump(DrawDevice *dev, const Drawing *d)
{
  (void)dev;
  (void)d;
  fake.pumps++;
  return fake.lost ? DRAW_LOST : fake.user_closed ? DRAW_CLOSED : DRAW_LIVE;
}

static void fake_close(DrawDevice *dev)
{
  (void)dev;
  fake.closes++;
}

static const DrawDeviceOps fake_ops = {fake_update, fake_pump, fake_close, NULL, NULL};

static DrawDevice *fake_open(void)
{
  fake.opened++;
  fake.user_closed = false;
  fake.lost = false;
  fake.dev.ops = &fake_ops;
  return &fake.dev;
}

static LgState *windowed_state(void)
{
  memset(&fake, 0, sizeof fake);
  LgState *L = new_state();
  tur_set_opener(L, fake_open);
  return L;
}

/* Opened at the first drawing command, once; updated then pumped. */
START_TEST(window_opens_at_first_drawing)
{
  LgState *L = windowed_state();
  run_text(L, "EC 1");
  ck_assert_int_eq(fake.opened, 0);
  run_text(L, "AV 10");
  ck_assert_int_eq(fake.opened, 1);
  ck_assert_int_eq(fake.updates, 1);
  ck_assert_int_eq(fake.pumps, 1);
  ck_assert_uint_eq(fake.shown, 1);
  ck_assert(tur_has_window(L));
  st_close(L);
  ck_assert_int_eq(fake.closes, 1);
}
END_TEST

/* At speed 0 the updates are throttled; tur_pump shows what is left. */
START_TEST(window_updates_throttled)
{
  LgState *L = windowed_state();
  run_text(L, "REPETE 2000 [AV 1 TD 1]");
  ck_assert_int_ge(fake.updates, 1);
  ck_assert_int_lt(fake.updates, 1000);
  int before = fake.updates;
  tur_pump(L);
  ck_assert_int_le(fake.updates, before + 1);
  ck_assert_uint_eq(fake.shown, 1);
  tur_pump(L);   /* nothing new: events only */
  ck_assert_int_le(fake.updates, before + 1);
}
END_TEST

/* Closed by the user: forgotten, the drawing kept; the next drawing
 * command opens another window. */
START_TEST(window_closed_by_the_user)
{
  LgState *L = windowed_state();
  run_text(L, "AV 10");
  fake.user_closed = true;
  tur_pump(L);   /* the prompt's, or the next update's */
  ck_assert_int_eq(fake.closes, 1);
  ck_assert(!tur_has_window(L));
  ck_assert_uint_eq(tur_drawing(L)->n, 1);
  run_text(L, "AV 10");
  ck_assert_int_eq(fake.opened, 2);
  ck_assert(tur_has_window(L));
}
END_TEST

/* Lost (its display gone): forgotten, said once on the errors' stream,
 * the drawing kept; the next drawing command opens another window. */
START_TEST(window_lost_said_once)
{
  LgState *L = windowed_state();
  run_text(L, "AV 10");
  fake.lost = true;
  Run r = run_text(L, "AV 10 ATTENDS 1");   /* the window's tick hears it */
  ck_assert_int_eq(fake.closes, 1);
  ck_assert_ptr_nonnull(strstr(r.err, "La fenêtre de la tortue a disparu"));
  ck_assert_ptr_null(strstr(strstr(r.err, "disparu") + 1, "disparu"));
  r = run_text(L, "AV 10");
  ck_assert_int_eq(fake.opened, 2);
  ck_assert(tur_has_window(L));
  ck_assert_str_eq(r.err, "");
  ck_assert_uint_eq(tur_drawing(L)->npts, 4);   /* one pen run: 0, 10, 20, 30 */
}
END_TEST

/* --sans-fenetre: no window is ever asked for. */
START_TEST(no_window_asked)
{
  LgState *L = windowed_state();
  tur_no_window(L);
  run_text(L, "REPETE 4 [AV 10 TD 90]");
  ck_assert_int_eq(fake.opened, 0);
}
END_TEST

/* A speed: every step shown, a pause after each (VITESSE 50: 20 ms). */
START_TEST(window_at_a_speed)
{
  LgState *L = windowed_state();
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  run_text(L, "VITESSE 50 REPETE 4 [AV 10 TD 90]");
  clock_gettime(CLOCK_MONOTONIC, &t1);
  ck_assert_int_eq(fake.updates, 8);
  double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
  ck_assert(ms >= 8 * 20 - 1);
}
END_TEST

/* ANIMATION: the window is not updated while the turtle draws, at any
 * speed, nor by the prompt's pump; RAFRAICHIS shows everything at once;
 * STOPANIMATION shows what is left and goes back to showing each move. */
START_TEST(window_animation)
{
  LgState *L = windowed_state();
  run_text(L, "AV 1");
  int before = fake.updates;
  run_text(L, "ANIMATION VITESSE 50 VE REPETE 300 [AV 1 TD 1] LC AV 5 BC AV 5");
  tur_pump(L);
  ck_assert_int_eq(fake.updates, before);
  ck_assert_int_gt(fake.pumps, 0);
  run_text(L, "RAFRAICHIS");
  ck_assert_int_eq(fake.updates, before + 1);
  ck_assert_uint_eq(fake.shown, 2);
  run_text(L, "AV 5 RF");
  ck_assert_int_eq(fake.updates, before + 2);
  ck_assert_uint_eq(fake.shown, 2);
  run_text(L, "AV 5 STOPANIMATION");
  ck_assert_int_eq(fake.updates, before + 3);
  run_text(L, "AV 5");
  ck_assert_int_eq(fake.updates, before + 4);
  /* GARDETORTUE gives ANIMATION back as it was (at VITESSE 50 still: each
   * move shown when not animating) */
  run_text(L, "GARDETORTUE [ANIMATION AV 5] AV 5");
  ck_assert_int_eq(fake.updates, before + 5);
  run_text(L, "ANIMATION GARDETORTUE [STOPANIMATION AV 5] AV 5");
  ck_assert_int_eq(fake.updates, before + 7);
  st_close(L);
}
END_TEST
/* }==================================================================== */

/* A sixel image: the DCS sequence, its size, the palette, one band of 6
 * rows a '-', the string terminator. */
START_TEST(sixel_of_a_square)
{
  LgState *L = turtle_state();
  run_text(L, "REPETE 4 [AV 10 TD 90]");
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  ck_assert(draw_sixel(tur_drawing(L), 31, 31, f));
  fclose(f);
  ck_assert(strncmp(text, "\033Pq\"1;1;31;31#0;2;0;0;0#1;2;0;0;20", 23) == 0);
  ck_assert(strstr(text, "#215;2;100;100;100") != NULL);
  ck_assert(strcmp(text + len - 3, "\033\\\n") == 0);
  size_t bands = 0;
  for (const char *p = strstr(text, "#215;2;100;100;100"); *p; p++) bands += *p == '-';
  ck_assert_uint_eq(bands, 6);   /* 31 rows */
  free(text);
}
END_TEST

Suite *turtle_suite(void)
{
  Suite *s = suite_create("turtle");
  TCase *tc = tcase_create("drawing");
  /* 200,000 moves merged into the image layer: a second natively, more
   * than check's default limit under distcheck's sanitizers when loaded */
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, square_is_one_pen_run);
  tcase_add_test(tc, png_of_a_square);
  tcase_add_test(tc, png_filled_and_coloured);
  tcase_add_test(tc, png_of_a_given_size);
  tcase_add_test(tc, png_of_a_disc);
  tcase_add_test(tc, mark_follows_the_drawing);
  tcase_add_test(tc, sixel_of_a_square);
  tcase_add_test(tc, drawing_memory_given_back);
  tcase_add_test(tc, drawing_merged_into_layer);
  tcase_add_test(tc, label_bounds_hold_the_text);
  tcase_add_test(tc, window_opens_at_first_drawing);
  tcase_add_test(tc, window_updates_throttled);
  tcase_add_test(tc, window_closed_by_the_user);
  tcase_add_test(tc, window_lost_said_once);
  tcase_add_test(tc, no_window_asked);
  tcase_add_test(tc, window_at_a_speed);
  tcase_add_test(tc, window_animation);
  suite_add_tcase(s, tc);
  return s;
}
