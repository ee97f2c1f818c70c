/* check_events.c -- the events a live drawing device gives (draw.h's
 * next_event, claim) reach the program through the turtle's pump: a fake
 * device, as a browser's canvas would be, with no window. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "draw.h"
#include "eval.h"
#include "state.h"
#include "turtle.h"
#include "check_util.h"

typedef struct FakeCanvas {
  DrawDevice dev;
  DrawEvent queue[16];
  int first, n;
  bool keys, mouse;            /* the last claim */
  int claims;
} FakeCanvas;

static FakeCanvas canvas;

static void canvas_update(DrawDevice *dev, const Drawing *d) { (void)dev; (void)d; }
static DrawLive canvas_pump(DrawDevice *dev, const Drawing *d) { (void)dev; (void)d; return DRAW_LIVE; }
static void canvas_close(DrawDevice *dev) { (void)dev; }

static bool canvas_next(DrawDevice *dev, DrawEvent *e)
{
  (void)dev;
  if (canvas.n == 0) return false;
  *e = canvas.queue[canvas.first++];
  canvas.n--;
  return true;
}

static void canvas_claim(DrawDevice *dev, bool keys, bool mouse)
{
  (void)dev;
  canvas.keys = keys;
  canvas.mouse = mouse;
  canvas.claims++;
}

static const DrawDeviceOps canvas_ops = { canvas_update, canvas_pump, canvas_close, NULL, NULL,
                                          canvas_next, canvas_claim };

static DrawDevice *canvas_open(void)
{
  canvas.dev.ops = &canvas_ops;
  return &canvas.dev;
}

static LgState *canvas_state(void)
{
  memset(&canvas, 0, sizeof canvas);
  LgState *L = new_state();
  tur_set_opener(L, canvas_open);
  return L;
}

static void give(DrawEvent e)
{
  canvas.queue[canvas.first + canvas.n++] = e;
}

static void click(double x, double y, int button)
{
  give((DrawEvent){ .kind = DE_DOWN, .button = button, .x = x, .y = y });
  give((DrawEvent){ .kind = DE_UP, .button = button, .x = x, .y = y });
}

/* A click: QUANDCLIC's list runs between two instructions, POSCLIC the
 * click's place; the state read after (BOUTON, BOUTON?). */
START_TEST(click_runs_between_instructions)
{
  LgState *L = canvas_state();
  run_text(L, "QUANDCLIC [EC POSCLIC]");
  ck_assert(tur_has_window(L));   /* QUANDCLIC opened it */
  click(12.5, -3, 1);
  tur_pump(L);                    /* heard: the list waits for a safe point */
  ck_assert(L->events_due);
  ck_assert_str_eq(run_logo(L, "EC \"avant EC \"apres"), "avant\n12.5 -3\napres\n");
  ck_assert_str_eq(run_logo(L, "EC BOUTON EC BOUTON EC BOUTON? EC POSSOURIS"), "1\n0\nFAUX\n12.5 -3\n");
  st_close(L);
}
END_TEST

/* In a loop that never waits, the pump (every few hundred polls) hears
 * the device and the list runs at the next turn. */
START_TEST(click_heard_in_a_loop)
{
  LgState *L = canvas_state();
  run_text(L, "DONNE \"N 0 QUANDCLIC [DONNE \"N :N + 1]");
  click(0, 0, 1);
  click(1, 1, 2);
  ck_assert_str_eq(run_logo(L, "REPETE 5000 [DONNE \"X 1] EC :N"), "2\n");
  st_close(L);
}
END_TEST

/* Keys: the one with an action runs it, the others wait for TOUCHE?. The
 * device is told the program takes the keys while an action is set. */
START_TEST(keys_and_claims)
{
  LgState *L = canvas_state();
  run_text(L, "QUANDTOUCHE \"gauche [EC \"flèche] QUANDTOUCHE \"A [EC \"lettre]");
  tur_pump(L);
  ck_assert(canvas.keys);
  ck_assert(!canvas.mouse);
  give((DrawEvent){ .kind = DE_KEY, .key = DKEY_LEFT });
  give((DrawEvent){ .kind = DE_KEY, .key = DKEY_CHAR, .text = "a" });
  give((DrawEvent){ .kind = DE_KEY, .key = DKEY_CHAR, .text = "é" });
  tur_pump(L);
  /* the actions wait for the end of the instruction running */
  ck_assert_str_eq(run_logo(L, "EC TOUCHE?"), "VRAI\nflèche\nlettre\n");
  run_text(L, "QUANDTOUCHE \"gauche [] QUANDTOUCHE \"a []");
  tur_pump(L);
  ck_assert(canvas.keys);   /* TOUCHE? read them: still the program's */
  L->prompting = true;      /* back at the prompt: the window's again */
  tur_pump(L);
  ck_assert(!canvas.keys);
  st_close(L);
}
END_TEST

/* A list that fails is reported once, then taken off. */
START_TEST(failing_list_taken_off)
{
  LgState *L = canvas_state();
  run_text(L, "QUANDCLIC [EC PREMIER []]");
  click(0, 0, 1);
  tur_pump(L);
  ck_assert_str_eq(run_errors(L, "EC 1"),
                   "PREMIER n'aime pas [] comme argument\n"
                   "L'action de QUANDCLIC est retirée après cette erreur : donnez-la de nouveau pour la remettre.\n");
  click(0, 0, 1);
  tur_pump(L);
  ck_assert(!L->events_due);
  ck_assert_str_eq(run_errors(L, "EC 1"), "");
  st_close(L);
}
END_TEST

/* The mouse's moves: only the last place counts when several wait. */
START_TEST(moves_coalesce)
{
  LgState *L = canvas_state();
  run_text(L, "QUANDSOURIS [EC POSSOURIS]");
  tur_pump(L);
  ck_assert(canvas.mouse);
  give((DrawEvent){ .kind = DE_MOVE, .x = 1, .y = 2 });
  give((DrawEvent){ .kind = DE_MOVE, .x = 3, .y = 4 });
  tur_pump(L);
  ck_assert_str_eq(run_logo(L, "EC \"ici"), "ici\n3 4\n");
  st_close(L);
}
END_TEST

Suite *events_suite(void)
{
  Suite *s = suite_create("events");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, click_runs_between_instructions);
  tcase_add_test(tc, click_heard_in_a_loop);
  tcase_add_test(tc, keys_and_claims);
  tcase_add_test(tc, failing_list_taken_off);
  tcase_add_test(tc, moves_coalesce);
  suite_add_tcase(s, tc);
  return s;
}
