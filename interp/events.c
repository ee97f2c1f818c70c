/* events.c -- what the user does in the turtle's window, for the program:
 * the mouse (POSSOURIS, POSCLIC, BOUTON?, BOUTON), the keys typed there
 * (TOUCHE? and LISCAR read them before the terminal's), and the event
 * procedures (QUANDTOUCHE, QUANDCLIC, QUANDSOURIS, MINUTERIE).
 *
 * The live drawing devices give their events to the turtle's pump
 * (draw.h's next_event), which hands each one here (evt_heard): the
 * browser's canvas gives them the same way (draw_canvas.c). An event
 * procedure is never run where the event is heard, which may be inside
 * a primitive: it waits in a queue, L->events_due is set, and the
 * evaluator runs it between two instructions (hooks.events), as do the
 * waits (ATTENDS, a key awaited, the window kept open after a lesson, the
 * prompt, the page's prompt: host_web.c). A list that fails is
 * reported and taken off, so that an error does not repeat at every
 * event; Ctrl-C and STOPTOUT in one stop everything, as anywhere (Ctrl-C
 * takes it off too: a timer's endless list would start again at once). */
#include <config.h>

#include <ctype.h>
#include <poll.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "logo.h"
#include "draw.h"
#include "error.h"
#include "eval.h"
#include "events.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "turtle.h"
#include "utf8.h"
#include "vocab.h"
#include "word.h"

#define EVT_KEYS 32         /* QUANDTOUCHE's keys, at most */
#define EVT_PENDING 32      /* event procedures waiting to run */
#define EVT_TYPED 64        /* keys typed in the window, kept for LISCAR */
#define EVT_WAIT_MS 10      /* LISCAR's wait: the window heard this often */

typedef enum { EK_KEY, EK_CLICK, EK_MOVE, EK_TIMER } EvtKind;

/* A key as the devices give it (draw.h): an arrow, or a character. */
typedef struct EvtKey {
  DrawKey key;
  char text[8];
} EvtKey;

typedef struct Pending {
  EvtKind kind;
  Node *list;
  EvtKey key;                 /* EK_KEY: which */
  double x, y;                /* EK_CLICK, EK_MOVE: where */
} Pending;

typedef struct Events {
  EvtKey keys[EVT_KEYS];      /* QUANDTOUCHE: each key's list */
  Node *key_lists[EVT_KEYS];
  int nkeys;
  Node *on_click, *on_move, *on_timer;
  double period, next_at;     /* MINUTERIE: seconds; when it runs next */
  Pending pending[EVT_PENDING];
  unsigned pfirst, pn;
  EvtKey typed[EVT_TYPED];    /* keys no QUANDTOUCHE took */
  unsigned tfirst, tn;
  double mx, my, cx, cy;      /* POSSOURIS, POSCLIC */
  int held;                   /* the button down (0: none) */
  int pressed;                /* the last pressed since BOUTON asked */
  bool read_keys, read_mouse; /* the program read them since the prompt */
  bool running;               /* an event procedure runs: none inside it */
} Events;

static const char events_key;

static Events *events(LgState *L)
{
  return st_ext(L, &events_key, sizeof(Events), NULL);
}

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* {====================================================================
 * Keys and their names
 * ===================================================================== */

/* The names of the keys that type nothing visible: the first of each row
 * is French, the second UCBLogo's English; both are understood. */
static const struct { DrawKey key; char c; const char *fr, *en, *other; } key_names[] = {
  { DKEY_LEFT, 0, "gauche", "left", NULL },   { DKEY_RIGHT, 0, "droite", "right", NULL },
  { DKEY_UP, 0, "haut", "up", NULL },         { DKEY_DOWN, 0, "bas", "down", NULL },
  { DKEY_CHAR, '\n', "entree", "enter", "entrée" }, { DKEY_CHAR, ' ', "espace", "space", NULL },
  { DKEY_CHAR, 27, "echap", "escape", "échap" },  { DKEY_CHAR, '\t', "tab", "tab", NULL },
  { DKEY_CHAR, 8, "retour", "backspace", NULL },  { DKEY_CHAR, 127, "suppr", "delete", NULL },
};
#define NKEY_NAMES (sizeof key_names / sizeof key_names[0])

static bool same_key(const EvtKey *a, const EvtKey *b)
{
  if (a->key != b->key) return false;
  if (a->key != DKEY_CHAR) return true;
  /* an ASCII letter: A as a, as = compares words */
  if (a->text[1] == 0 && b->text[1] == 0 && isalpha((unsigned char)a->text[0]))
    return tolower((unsigned char)a->text[0]) == tolower((unsigned char)b->text[0]);
  return strcmp(a->text, b->text) == 0;
}

/* The word LISCAR gives for a key: its character, or an arrow's name in
 * the vocabulary in force. */
static Node *key_word(LgState *L, const EvtKey *k)
{
  if (k->key == DKEY_CHAR) return nd_word(k->text, strlen(k->text));
  for (size_t i = 0; i < NKEY_NAMES; i++)
    if (key_names[i].key == k->key)
      return nd_cstr(L->vocab == &vocab_en ? key_names[i].en : key_names[i].fr);
  return nd_cstr("");
}

/* QUANDTOUCHE's key: one character, or a name of key_names (case
 * ignored). Anything else is said, with the names. */
static EvtKey key_of(LgState *L, Node *w)
{
  EvtKey k = { DKEY_CHAR, "" };
  size_t len;
  const char *t = arg_chars(L, w, &len);
  if (len > 0 && len < sizeof k.text && utf8_lead_len((unsigned char)t[0]) == len) {
    memcpy(k.text, t, len);
    return k;
  }
  for (size_t i = 0; i < NKEY_NAMES; i++) {
    const char *names[] = { key_names[i].fr, key_names[i].en, key_names[i].other };
    for (int j = 0; j < 3; j++)
      if (names[j] && strlen(names[j]) == len && strncasecmp(names[j], t, len) == 0) {
        k.key = key_names[i].key;
        k.text[0] = key_names[i].c;
        return k;
      }
  }
  err_throw(L, ERR_UNKNOWN_KEY, L->prim->name->word, w);
}
/* }==================================================================== */

/* {====================================================================
 * Heard: the devices' events, through the turtle's pump
 * ===================================================================== */

static void push(LgState *L, Events *E, const Pending *p)
{
  if (p->kind == EK_MOVE && E->pn > 0) {   /* the pointer's last place is enough */
    Pending *last = &E->pending[(E->pfirst + E->pn - 1) % EVT_PENDING];
    if (last->kind == EK_MOVE) {
      *last = *p;
      return;
    }
  }
  if (E->pn == EVT_PENDING) return;   /* a program that cannot keep up loses the newest */
  E->pending[(E->pfirst + E->pn++) % EVT_PENDING] = *p;
  L->events_due = !E->running;
}

static void typed(Events *E, const EvtKey *k)
{
  if (E->tn == EVT_TYPED) {
    E->tfirst = (E->tfirst + 1) % EVT_TYPED;
    E->tn--;
  }
  E->typed[(E->tfirst + E->tn++) % EVT_TYPED] = *k;
}

static void heard_key(LgState *L, Events *E, const DrawEvent *e)
{
  EvtKey k = { e->key, "" };
  memcpy(k.text, e->text, sizeof k.text);
  k.text[sizeof k.text - 1] = '\0';
  for (int i = 0; i < E->nkeys; i++)
    if (same_key(&E->keys[i], &k)) {
      push(L, E, &(Pending){ EK_KEY, E->key_lists[i], k, 0, 0 });
      return;
    }
  typed(E, &k);
}

void evt_heard(LgState *L, const DrawEvent *e)
{
  Events *E = events(L);
  switch (e->kind) {
  case DE_KEY: heard_key(L, E, e); return;
  case DE_DOWN:
    E->cx = E->mx = e->x;
    E->cy = E->my = e->y;
    E->held = E->pressed = e->button;
    if (E->on_click) push(L, E, &(Pending){ EK_CLICK, E->on_click, { DKEY_CHAR, "" }, e->x, e->y });
    return;
  case DE_UP: E->held = 0; return;
  case DE_MOVE:
    E->mx = e->x;
    E->my = e->y;
    if (E->on_move) push(L, E, &(Pending){ EK_MOVE, E->on_move, { DKEY_CHAR, "" }, e->x, e->y });
    return;
  }
}

void evt_tick(LgState *L)
{
  Events *E = events(L);
  if (L->prompting) E->read_keys = E->read_mouse = false;
  if (!E->on_timer) return;
  double t = now_s();
  if (t < E->next_at) return;
  E->next_at = t + E->period;   /* a late timer runs once, not the turns it missed */
  for (unsigned i = 0; i < E->pn; i++)
    if (E->pending[(E->pfirst + i) % EVT_PENDING].kind == EK_TIMER) return;
  push(L, E, &(Pending){ EK_TIMER, E->on_timer, { DKEY_CHAR, "" }, 0, 0 });
}

bool evt_wanted(LgState *L)
{
  return events(L)->on_timer != NULL;
}

void evt_claims(LgState *L, bool *keys, bool *mouse)
{
  Events *E = events(L);
  *keys = E->nkeys > 0 || E->read_keys;
  *mouse = E->on_click || E->on_move || E->read_mouse;
}
/* }==================================================================== */

/* {====================================================================
 * Running the event procedures
 * ===================================================================== */

/* The event procedure that failed is taken off (if it is still the one
 * in place), and that is said. */
static void take_off(LgState *L, Events *E, const Pending *p, bool say)
{
  Node *what = NULL;
  if (p->kind == EK_KEY) {
    for (int i = 0; i < E->nkeys; i++)
      if (same_key(&E->keys[i], &p->key) && E->key_lists[i] == p->list) {
        E->keys[i] = E->keys[E->nkeys - 1];
        E->key_lists[i] = E->key_lists[--E->nkeys];
        break;
      }
    what = nd_cons(vocab_word(L, VID_QUANDTOUCHE), nd_cons(key_word(L, &p->key), NIL));
  } else {
    Node **slot = p->kind == EK_CLICK ? &E->on_click : p->kind == EK_MOVE ? &E->on_move : &E->on_timer;
    if (*slot == p->list) *slot = NULL;
    VocabId id = p->kind == EK_CLICK ? VID_QUANDCLIC : p->kind == EK_MOVE ? VID_QUANDSOURIS : VID_MINUTERIE;
    what = nd_cons(vocab_word(L, id), NIL);
  }
  if (say) err_say(L, ERR_INFO_EVENT_OFF, what);
}

static void run_one(LgState *L, void *ud)
{
  ev_run_list(L, ud, CTX_CMD, NULL);
}

static void run_pending(LgState *L, Events *E, const Pending *p)
{
  if (p->kind == EK_CLICK) {
    E->cx = p->x;
    E->cy = p->y;
  }
  if (p->kind == EK_MOVE) {
    E->mx = p->x;
    E->my = p->y;
  }
  if (err_pcall(L, run_one, p->list) == 0) return;
  ErrClass c = err_class(L->err.code);
  if (c > ERRC_FATAL) {   /* Ctrl-C, STOPTOUT: everything stops */
    E->running = false;
    if (c == ERRC_BREAK) take_off(L, E, p, false);   /* not to start again at once */
    err_rethrow(L);
  }
  err_report(L);
  take_off(L, E, p, true);
}

static void run_events(LgState *L)
{
  Events *E = events(L);
  L->events_due = false;
  if (E->running) return;
  E->running = true;
  while (E->pn > 0) {
    Pending p = E->pending[E->pfirst];
    E->pfirst = (E->pfirst + 1) % EVT_PENDING;
    E->pn--;
    run_pending(L, E, &p);
  }
  E->running = false;
}
/* }==================================================================== */

/* {====================================================================
 * The keys for TOUCHE? and LISCAR (prim_io.c)
 * ===================================================================== */

static bool take_typed(Events *E, EvtKey *k)
{
  if (E->tn == 0) return false;
  *k = E->typed[E->tfirst];
  E->tfirst = (E->tfirst + 1) % EVT_TYPED;
  E->tn--;
  return true;
}

/* Where the keys are typed: natively the window, when it is open; when
 * the keyboard is the host's (the browser's page), its canvas, opened if
 * need be (it is always on the page). */
static bool keys_device(LgState *L)
{
  return L->keyboard_by_host ? tur_live(L) : tur_has_window(L);
}

bool evt_key_waiting(LgState *L)
{
  Events *E = events(L);
  if (!keys_device(L)) return false;
  E->read_keys = true;
  ev_tick(L);
  return E->tn > 0;
}

Node *evt_read_key(LgState *L, int fd)
{
  Events *E = events(L);
  if (!tur_has_window(L)) return NULL;
  E->read_keys = true;
  for (;;) {
    EvtKey k;
    if (take_typed(E, &k)) return key_word(L, &k);
    if (!L->hooks.idle) return NULL;   /* the window closed: the terminal */
    struct pollfd p = { fd, POLLIN, 0 };
    if (poll(&p, 1, EVT_WAIT_MS) > 0) return NULL;
    ev_idle(L);
  }
}

Node *evt_read_host_key(LgState *L)
{
  Events *E = events(L);
  if (!keys_device(L)) return NULL;
  E->read_keys = true;
  for (;;) {
    EvtKey k;
    if (take_typed(E, &k)) return key_word(L, &k);
    if (!tur_has_window(L)) return NULL;
    st_sleep(L, EVT_WAIT_MS / 1000.0);   /* the page's event loop has the time */
    ev_idle(L);   /* the canvas heard, Stop, the event procedures */
  }
}

double evt_next_due(LgState *L)
{
  Events *E = events(L);
  if (!E->on_timer) return -1;
  double left = E->next_at - now_s();
  return left > 0 ? left : 0;
}
/* }==================================================================== */

/* {====================================================================
 * The primitives
 * ===================================================================== */

static Node *pair(double x, double y)
{
  return nd_cons(nd_number(x), nd_cons(nd_number(y), NIL));
}

/* POSSOURIS: the pointer's last place in the window, turtle coordinates. */
static Node *p_mousepos(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Events *E = events(L);
  E->read_mouse = true;
  ev_tick(L);
  return pair(E->mx, E->my);
}

/* POSCLIC: where the last button was pressed. */
static Node *p_clickpos(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Events *E = events(L);
  E->read_mouse = true;
  ev_tick(L);
  return pair(E->cx, E->cy);
}

static Node *p_buttonp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Events *E = events(L);
  E->read_mouse = true;
  ev_tick(L);
  return E->held ? L->w_true : L->w_false;
}

/* BOUTON: the button pressed last since the last BOUTON (0: none). */
static Node *p_button(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Events *E = events(L);
  E->read_mouse = true;
  ev_tick(L);
  int b = E->pressed;
  E->pressed = 0;
  return nd_int(b);
}

/* An event procedure's list: [] takes it off. */
static Node *handler_list(LgState *L, Node **a, int i)
{
  Node *list = arg_list(L, a, i);
  return list == NIL ? NULL : list;
}

/* The window must be there to be clicked or typed in: it opens, as at a
 * drawing command (not under --sans-fenetre). */
static Node *p_whenkey(LgState *L, Node **a, int n)
{
  (void)n;
  Events *E = events(L);
  EvtKey k = key_of(L, a[0]);
  Node *list = handler_list(L, a, 1);
  int i = 0;
  while (i < E->nkeys && !same_key(&E->keys[i], &k)) i++;
  if (!list) {
    if (i < E->nkeys) {
      E->keys[i] = E->keys[E->nkeys - 1];
      E->key_lists[i] = E->key_lists[--E->nkeys];
    }
    return NOVAL;
  }
  if (i == EVT_KEYS) arg_error(L, a[0]);
  if (i == E->nkeys) E->nkeys++;
  E->keys[i] = k;
  E->key_lists[i] = list;
  tur_wake(L);
  return NOVAL;
}

static Node *p_whenclick(LgState *L, Node **a, int n)
{
  (void)n;
  events(L)->on_click = handler_list(L, a, 0);
  tur_wake(L);
  return NOVAL;
}

static Node *p_whenmouse(LgState *L, Node **a, int n)
{
  (void)n;
  events(L)->on_move = handler_list(L, a, 0);
  tur_wake(L);
  return NOVAL;
}

/* MINUTERIE ms liste: the list every ms milliseconds, window or not. */
static Node *p_timer(LgState *L, Node **a, int n)
{
  (void)n;
  Events *E = events(L);
  double ms = arg_num(L, a, 0);
  if (!(ms >= 1 && ms <= 86400000)) arg_error(L, a[0]);
  E->on_timer = handler_list(L, a, 1);
  E->period = ms / 1000;
  E->next_at = now_s() + E->period;
  /* the layer's tick (hooks.tick: the host's turn may be there alone) */
  if (E->on_timer && !L->hooks.tick) ev_set_tick(L, tur_pump);
  return NOVAL;
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry event_prims[] = {
  P(POSSOURIS, p_mousepos, 0, 0, 0),
  P(POSCLIC,   p_clickpos, 0, 0, 0),
  P(BOUTON_P,  p_buttonp,  0, 0, 0),
  P(BOUTON,    p_button,   0, 0, 0),
  { VID_QUANDTOUCHE, p_whenkey, NULL, 2, 2, 2, PREC_NONE, 0, .code = 2, .shape = "wi" },
  { VID_QUANDCLIC, p_whenclick, NULL, 1, 1, 1, PREC_NONE, 0, .code = 1, .shape = "i" },
  { VID_QUANDSOURIS, p_whenmouse, NULL, 1, 1, 1, PREC_NONE, 0, .code = 1, .shape = "i" },
  { VID_MINUTERIE, p_timer, NULL, 2, 2, 2, PREC_NONE, 0, .code = 2, .shape = "ni" },
  PRIM_END
};

void prim_open_events(LgState *L)
{
  prim_register(L, event_prims);
  L->hooks.events = run_events;
}
