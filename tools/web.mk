# web.mk -- the steps of tools/web.sh (which passes TOP, BUILD, DIST and
# SOURCES): Boehm GC, Cairo (with pixman, libpng and zlib) and the
# interpreter compiled by emcc, linked twice, for the browser (DIST) and
# for Node (BUILD/node).
CC = emcc
OPT = -O2
# what the native build's Makefile.am asks, but the warnings (the native
# build has them) and the paths of the installed library
CFLAGS = -std=c11 $(OPT) -D_GNU_SOURCE -I$(TOP)/interp -I$(BUILD)/include -I$(BUILD)/include/gc \
	-I$(BUILD)/include/cairo -Wno-unused-command-line-argument
# Boehm GC as Debian builds it, without threads (the page has one) and
# without its own debugging; its sources' single-file form (extra/gc.c)
GC_CFLAGS = $(OPT) -I$(BUILD)/gc-src/include -DGC_NOT_DLL -DNO_DEBUGGING \
	-DALL_INTERIOR_POINTERS -DDONT_USE_ATEXIT -DGC_ATOMIC_UNCOLLECTABLE -Wno-everything

# Asyncify: the collector must see the pointers the program holds in wasm
# locals, which are not in memory; it unwinds the stack into memory to
# read them (emscripten_scan_registers), and the browser's host yields
# to the page the same way (host_web.c). The unwound stack of a deep
# recursion is large: ASYNCIFY_STACK_SIZE is for the deepest Tortue allows.
# The C stack (TOTAL_STACK) is Tortue's recursion depth (main.c,
# host_web.c read its size from the runtime).
LDFLAGS = $(OPT) -sASYNCIFY=1 \
	-sASYNCIFY_IMPORTS='["tortue_js_scan","tortue_js_yield","tortue_js_read_line","tortue_js_sleep"]' \
	-sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2147483648 \
	--js-library $(TOP)/interp/host_web.js
# Node: Tortue's 100,000 nested calls (48 MiB of C stack), the unwound
# locals of a stack that deep; the browser: what its engine's stack
# allows (host_web.c), and its locals
NODE_LDFLAGS = $(LDFLAGS) -sTOTAL_STACK=50331648 -sINITIAL_MEMORY=100663296 -sASYNCIFY_STACK_SIZE=201326592 -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1 --pre-js $(TOP)/interp/host_node.js \
	-sWASM_ASYNC_COMPILATION=0
WEB_LDFLAGS = $(LDFLAGS) -sTOTAL_STACK=4194304 -sINITIAL_MEMORY=33554432 -sASYNCIFY_STACK_SIZE=16777216 -sENVIRONMENT=web,worker,node -sFORCE_FILESYSTEM=1 -lidbfs.js \
	-sEXPORTED_FUNCTIONS='["_tortue_ligne","_tortue_annule","_tortue_arrete","_tortue_evenements"]' \
	-sEXPORTED_RUNTIME_METHODS='["ccall","cwrap","FS","IDBFS","ENV","UTF8ToString"]' \
	--preload-file $(TOP)/lib-logo@/tortue/lib-logo --preload-file $(TOP)/examples@/tortue/exemples \
	--exclude-file '*.out' --exclude-file '*.err'

# {====================================================================
# Cairo for the page, as the native build's: an image surface, PNG and
# PDF, its built-in font ('twin': no FreeType nor fontconfig), one thread,
# no SIMD. Each library's sources (Debian's source packages, fetched by
# web.sh) are compiled directly, without their configure: the few names
# their config.h would give are written here, and only the files these
# features need are compiled.
# =====================================================================
LIB_OPT = -O2 -Wno-everything
# emcc's own clang with the flags emcc would give it (em-config, emcc
# --cflags), called directly for every file compiled here (Tortue's too):
# each emcc call starts Python, which costs a small file more than its
# compiling (emcc links)
EMCLANG = $(CFG)/emclang
ZLIB_SRC = $(BUILD)/zlib-src
PNG_SRC = $(BUILD)/png-src
PIXMAN_SRC = $(BUILD)/pixman-src/pixman
CAIRO_SRC = $(BUILD)/cairo-src/src
CFG = $(BUILD)/cfg
# zlib: deflate for PDF and PNG, inflate for reading PNG (no gz* files)
ZLIB_FILES = adler32 compress crc32 deflate inffast inflate inftrees trees uncompr zutil
PNG_FILES = png pngerror pngget pngmem pngpread pngread pngrio pngrtran pngrutil \
	pngset pngtrans pngwio pngwrite pngwtran pngwutil
# pixman's list (Makefile.sources): the x86, arm, mips and ppc files only
# say that none of their SIMD is there
PIXMAN_FILES = $(basename $(filter %.c,$(subst \, ,$(shell sed -n \
	'/^libpixman_sources/,/NULL/p' $(PIXMAN_SRC)/Makefile.sources))))
# cairo's core list (Makefile.sources: cairo_sources and what it adds to
# it), then the PNG functions and the PDF surface
CAIRO_FILES = $(basename $(filter %.c,$(shell sed -n \
	-e '/^cairo_sources =/,/NULL/p' -e '/^_cairo_font_subset_sources =/,/NULL/p' \
	-e '/^_cairo_pdf_operators_sources =/,/NULL/p' \
	-e '/^_cairo_deflate_stream_sources =/p' -e '/^cairo_png_sources =/p' \
	-e '/^cairo_pdf_sources =/p' $(CAIRO_SRC)/Makefile.sources))) 
ZLIB_CFLAGS = $(LIB_OPT)
PNG_CFLAGS = $(LIB_OPT) -I$(CFG)/png -I$(ZLIB_SRC) -DPNG_ARM_NEON_OPT=0
PIXMAN_CFLAGS = $(LIB_OPT) -DHAVE_CONFIG_H -I$(CFG)/pixman -I$(PIXMAN_SRC)
# web-cairo.sh says why the casts of function types are errors
CAIRO_CFLAGS = $(LIB_OPT) -Werror=cast-function-type -Werror=incompatible-function-pointer-types \
	-DHAVE_CONFIG_H -I$(CFG)/cairo -I$(BUILD)/include/cairo \
	-I$(CAIRO_SRC) -I$(PIXMAN_SRC) -I$(PNG_SRC) -I$(CFG)/png -I$(ZLIB_SRC)
# Asyncify (below) leaves these libraries' functions as they are: nothing
# under them unwinds the stack (their only calls into Tortue, the PNG and
# PDF streams' read and write functions, neither collect nor yield), and
# instrumented they made the .wasm 13 % bigger
CAIRO_LDFLAGS = -sASYNCIFY_REMOVE='["cairo_*","_cairo_*","pixman_*","_pixman_*","png_*","deflate*","inflate*"]'
CAIRO_LIBS = $(BUILD)/cairo/libcairo.a $(BUILD)/cairo/libpixman.a \
	$(BUILD)/cairo/libpng.a $(BUILD)/cairo/libz.a

# pixman's config.h: one thread (no thread-local storage), wasm32's sizes
define PIXMAN_CONFIG
#define PACKAGE "pixman"
#define PIXMAN_NO_TLS 1
#define SIZEOF_LONG 4
#define HAVE_BUILTIN_CLZ 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
endef
# cairo's config.h: no threads (CAIRO_NO_MUTEX), zlib, wasm32's sizes
define CAIRO_CONFIG
#define CAIRO_NO_MUTEX 1
#define HAVE_CXX11_ATOMIC_PRIMITIVES 1
#define HAVE_ZLIB 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_UINT64_T 1
#define HAVE_UNISTD_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_STRINGS_H 1
#define HAVE_TIME_H 1
#define HAVE_CTIME_R 1
#define HAVE_LOCALTIME_R 1
#define HAVE_GMTIME_R 1
#define HAVE_TYPEOF 1
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_LONG_LONG 8
#define SIZEOF_SIZE_T 4
#define SIZEOF_VOID_P 4
#define PACKAGE_NAME "cairo"
endef
# the features Tortue's sources see (cairo.h includes it)
define CAIRO_FEATURES
#ifndef CAIRO_FEATURES_H
#define CAIRO_FEATURES_H
#define CAIRO_HAS_IMAGE_SURFACE 1
#define CAIRO_HAS_PNG_FUNCTIONS 1
#define CAIRO_HAS_PDF_SURFACE 1
#define CAIRO_HAS_USER_FONT 1
#define CAIRO_HAS_MIME_SURFACE 1
#define CAIRO_HAS_RECORDING_SURFACE 1
#define CAIRO_HAS_OBSERVER_SURFACE 1
#endif
endef

# the headers above, rewritten only when they change, so that editing
# this file compiles nothing again by itself; the stamp only when one did
$(CFG)/stamp: $(TOP)/tools/web.mk $(PNG_SRC)/png.h $(CAIRO_SRC)/cairo.h
	$(shell mkdir -p $(CFG)/png $(CFG)/pixman $(CFG)/cairo $(BUILD)/include/cairo)
	$(file >$(CFG)/pixman/config.h.new,$(PIXMAN_CONFIG))
	$(file >$(CFG)/cairo/config.h.new,$(CAIRO_CONFIG))
	$(file >$(BUILD)/include/cairo/cairo-features.h.new,$(CAIRO_FEATURES))
	echo "$$(em-config LLVM_ROOT)/clang $$(emcc --cflags)" > $(EMCLANG).new
	cp $(PNG_SRC)/scripts/pnglibconf.h.prebuilt $(CFG)/png/pnglibconf.h.new
	for h in $(addprefix $(CAIRO_SRC)/,cairo.h cairo-deprecated.h cairo-pdf.h) \
	   $(BUILD)/cairo-src/cairo-version.h; do \
	  cp $$h $(BUILD)/include/cairo/$$(basename $$h).new; done
	@for n in $(CFG)/*/*.new $(EMCLANG).new $(BUILD)/include/cairo/*.new; do \
	  if cmp -s $$n $${n%.new}; then rm $$n; else mv $$n $${n%.new}; touch $@; fi; done
	@test -f $@ || touch $@

$(BUILD)/cairo/zlib/%.o: $(ZLIB_SRC)/%.c $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(ZLIB_CFLAGS) -c $< -o $@
$(BUILD)/cairo/png/%.o: $(PNG_SRC)/%.c $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(PNG_CFLAGS) -c $< -o $@
$(BUILD)/cairo/pixman/%.o: $(PIXMAN_SRC)/%.c $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(PIXMAN_CFLAGS) -c $< -o $@
$(BUILD)/cairo/cairo/%.o: $(CAIRO_SRC)/%.c $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(CAIRO_CFLAGS) -c $< -o $@

# the files web-cairo.sh changes: compiled from its copies
CAIRO_FIXED = cairo-path-fill cairo-path-in-fill cairo-path-stroke cairo-path-stroke-traps \
	cairo-path-fixed cairo-analysis-surface
$(CFG)/fixed/%.c: $(CAIRO_SRC)/%.c $(TOP)/tools/web-cairo.sh
	@mkdir -p $(@D)
	sh $(TOP)/tools/web-cairo.sh $< $@
$(CAIRO_FIXED:%=$(BUILD)/cairo/cairo/%.o): $(BUILD)/cairo/cairo/%.o: $(CFG)/fixed/%.c $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(CAIRO_CFLAGS) -c $< -o $@

$(BUILD)/cairo/libz.a: $(ZLIB_FILES:%=$(BUILD)/cairo/zlib/%.o)
$(BUILD)/cairo/libpng.a: $(PNG_FILES:%=$(BUILD)/cairo/png/%.o)
$(BUILD)/cairo/libpixman.a: $(PIXMAN_FILES:%=$(BUILD)/cairo/pixman/%.o)
$(BUILD)/cairo/libcairo.a: $(CAIRO_FILES:%=$(BUILD)/cairo/cairo/%.o)
$(CAIRO_LIBS):
	rm -f $@ && emar rcs $@ $^
# }====================================================================

OBJ = $(BUILD)/obj
LIB_OBJS = $(patsubst interp/%.c,$(OBJ)/%.o,$(SOURCES))
NODE_OBJS = $(OBJ)/main.o $(OBJ)/repl.o $(OBJ)/machine.o $(OBJ)/edsyntax.o
WEB_OBJS = $(OBJ)/host_web.o
GC_LIB = $(BUILD)/gc/libgc.a

$(GC_LIB): $(BUILD)/gc-src/extra/gc.c $(TOP)/tools/web.mk $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(GC_CFLAGS) -c $< -o $(BUILD)/gc/gc.o
	emar rcs $@ $(BUILD)/gc/gc.o

# the library's and the Node host's paths (main.c): the source tree's
$(OBJ)/main.o: CFLAGS += -DTORTUE_LIBDIR='"$(TOP)/lib-logo"' \
	-DTORTUE_SRCLIB='"$(TOP)/lib-logo"' -DTORTUE_BUILDDIR='"$(BUILD)/node"'

# the objects are made again when the flags change, not when the rest
# of this file does
$(OBJ)/cflags: FORCE
	@mkdir -p $(@D)
	@echo '$(CFLAGS)' | cmp -s - $@ || echo '$(CFLAGS)' > $@
# and the programs linked again when the link's flags change
# ($(file) writes as the recipe is expanded, before any of its lines runs:
# the folder is made the same way, for a fresh clone's first build; the
# flags hold quotes that an echo would have to escape)
$(OBJ)/ldflags: FORCE
	$(shell mkdir -p $(@D))$(file >$@.new,$(NODE_LDFLAGS) $(WEB_LDFLAGS) $(CAIRO_LDFLAGS))
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@
FORCE:
.PHONY: FORCE

$(OBJ)/%.o: $(TOP)/interp/%.c $(BUILD)/include/config.h $(OBJ)/cflags $(CFG)/stamp
	@mkdir -p $(@D)
	$$(cat $(EMCLANG)) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/node/tortue.js: $(OBJ)/ldflags $(LIB_OBJS) $(NODE_OBJS) $(GC_LIB) $(CAIRO_LIBS) $(TOP)/interp/host_web.js $(TOP)/interp/host_node.js
	$(CC) $(NODE_LDFLAGS) $(CAIRO_LDFLAGS) $(LIB_OBJS) $(NODE_OBJS) $(GC_LIB) $(CAIRO_LIBS) -o $@

$(DIST)/tortue.js: $(OBJ)/ldflags $(LIB_OBJS) $(WEB_OBJS) $(GC_LIB) $(CAIRO_LIBS) $(TOP)/interp/host_web.js \
		$(wildcard $(TOP)/lib-logo/*.lgo $(TOP)/examples/*.lgo)
	$(CC) $(WEB_LDFLAGS) $(CAIRO_LDFLAGS) $(LIB_OBJS) $(WEB_OBJS) $(GC_LIB) $(CAIRO_LIBS) -o $@

-include $(wildcard $(OBJ)/*.d $(OBJ)/solvers/*.d)
