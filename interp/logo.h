/* logo.h -- fundamental types shared by every module of Tortue.
 * The only header every file includes; it declares types, never state. */
#ifndef LOGO_LOGO_H
#define LOGO_LOGO_H

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define LG_NORETURN __attribute__((noreturn))
#define LG_NOINLINE __attribute__((noinline))
#define LG_LIKELY(x) __builtin_expect(!!(x), 1)
#define LG_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define LG_NORETURN
#define LG_NOINLINE
#define LG_LIKELY(x) (x)
#define LG_UNLIKELY(x) (x)
#endif

typedef struct Node Node;       /* a Logo value: word, number or list cell */
typedef struct Symbol Symbol;   /* an interned name: procedure, value, plist */
typedef struct Proc Proc;       /* a primitive or a user procedure */
typedef struct Expr Expr;       /* a node of a parsed instruction tree */
typedef struct Code Code;       /* a parsed instruction line */
typedef struct LgState LgState; /* the whole interpreter state */

#endif
