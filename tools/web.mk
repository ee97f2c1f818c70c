# web.mk -- the steps of tools/web.sh (which passes TOP, BUILD, DIST and
# SOURCES): Boehm GC and the interpreter compiled by emcc, linked twice,
# for the browser (DIST) and for Node (BUILD/node).
CC = emcc
OPT = -O2
# what the native build's Makefile.am asks, but the warnings (the native
# build has them) and the paths of the installed library
CFLAGS = -std=c11 $(OPT) -D_GNU_SOURCE -I$(TOP)/interp -I$(BUILD)/include -I$(BUILD)/include/gc \
	-isystem /usr/include/cairo -Wno-unused-command-line-argument
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

OBJ = $(BUILD)/obj
LIB_OBJS = $(patsubst interp/%.c,$(OBJ)/%.o,$(SOURCES))
NODE_OBJS = $(OBJ)/main.o $(OBJ)/repl.o $(OBJ)/machine.o $(OBJ)/edsyntax.o
WEB_OBJS = $(OBJ)/host_web.o
GC_LIB = $(BUILD)/gc/libgc.a

$(GC_LIB): $(BUILD)/gc-src/extra/gc.c $(TOP)/tools/web.mk
	@mkdir -p $(@D)
	$(CC) $(GC_CFLAGS) -c $< -o $(BUILD)/gc/gc.o
	emar rcs $@ $(BUILD)/gc/gc.o

# the library's and the Node host's paths (main.c): the source tree's
$(OBJ)/main.o: CFLAGS += -DTORTUE_LIBDIR='"$(TOP)/lib-logo"' \
	-DTORTUE_SRCLIB='"$(TOP)/lib-logo"' -DTORTUE_BUILDDIR='"$(BUILD)/node"'

# the objects are made again when the flags change, not when the rest
# of this file does
$(OBJ)/cflags: FORCE
	@mkdir -p $(@D)
	@echo '$(CFLAGS)' | cmp -s - $@ || echo '$(CFLAGS)' > $@
FORCE:
.PHONY: FORCE

$(OBJ)/%.o: $(TOP)/interp/%.c $(BUILD)/include/config.h $(OBJ)/cflags
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/node/tortue.js: $(LIB_OBJS) $(NODE_OBJS) $(GC_LIB) $(TOP)/interp/host_web.js $(TOP)/interp/host_node.js
	$(CC) $(NODE_LDFLAGS) $(LIB_OBJS) $(NODE_OBJS) $(GC_LIB) -o $@

$(DIST)/tortue.js: $(LIB_OBJS) $(WEB_OBJS) $(GC_LIB) $(TOP)/interp/host_web.js \
		$(wildcard $(TOP)/lib-logo/*.lgo $(TOP)/examples/*.lgo)
	$(CC) $(WEB_LDFLAGS) $(LIB_OBJS) $(WEB_OBJS) $(GC_LIB) -o $@

-include $(wildcard $(OBJ)/*.d $(OBJ)/solvers/*.d)
