/* host_web.js -- the JavaScript half of Tortue's WebAssembly build
 * (emcc --js-library, tools/web.mk): what C cannot do itself there.
 *
 * Four of these are Asyncify imports (ASYNCIFY_IMPORTS in web.mk): they
 * unwind the wasm stack, return to the event loop, and wind it again. A
 * wake-up comes at the next turn of the event loop (setImmediate in Node,
 * a MessageChannel in a browser), not after a timer: a browser holds a
 * nested setTimeout(0) for 4 ms, which at every collection would cost
 * more than the collection. */
mergeInto(LibraryManager.library, {
  $tortueSoon: function (f) {
    if (typeof setImmediate == 'function') { setImmediate(f); return; }
    if (!tortueSoon.queue) {
      tortueSoon.queue = [];
      tortueSoon.channel = new MessageChannel();
      tortueSoon.channel.port1.onmessage = function () { tortueSoon.queue.shift()(); };
    }
    tortueSoon.queue.push(f);
    tortueSoon.channel.port2.postMessage(0);
  },

  /* The collector's roots in wasm locals (mem.c): once the stack is
   * unwound, the buffer Asyncify spilled it into holds every local of
   * every frame; fn(lo, hi) marks from it, then the stack is wound again. */
  tortue_js_scan__deps: ['$tortueSoon'],
  tortue_js_scan: function (fn) {
    Asyncify.handleSleep(function (wakeUp) {
      tortueSoon(function () {
        var lo = Asyncify.currData + {{{ C_STRUCTS.asyncify_data_s.__size__ }}};
        var hi = HEAP32[Asyncify.currData >> 2];
        {{{ makeDynCall('vii', 'fn') }}}(lo, hi);
        wakeUp();
      });
    });
  },

  /* fsync: the runtime's own, under Asyncify, looks for the file's
   * mount, which Node's real files (NODERAWFS) have none of; a file in
   * the browser's IndexedDB (IDBFS) is written there, as it does. */
  fd_sync__deps: ['$SYSCALLS'],
  fd_sync: function (fd) {
    var stream = SYSCALLS.getStreamFromFD(fd);
    var mount = stream.node && stream.node.mount;
    if (!mount || !mount.type || !mount.type.syncfs) return 0;
    return Asyncify.handleSleep(function (wakeUp) {
      mount.type.syncfs(mount, false, function (err) { wakeUp(err ? {{{ cDefine('EIO') }}} : 0); });
    });
  },

  /* The page's turn (host_web.c, every few hundredths of a second while a
   * program runs): it paints the canvas, hears the Stop button. */
  tortue_js_yield__deps: ['$tortueSoon'],
  tortue_js_yield: function () {
    Asyncify.handleSleep(function (wakeUp) { tortueSoon(wakeUp); });
  },

  /* A wait of the program (ATTENDS, LISCAR's key: host_web.c's sleep):
   * the event loop runs for ms milliseconds, the processor left idle. */
  tortue_js_sleep: function (ms) {
    Asyncify.handleSleep(function (wakeUp) { setTimeout(wakeUp, ms); });
  },

  /* What Tortue writes: globalThis.TortueSortie(text, channel), channel 0
   * the screen, 1 the errors (the page shows them in red), 2 the screen
   * cleared (text empty); without it, the console. */
  tortue_js_write: function (channel, s, n) {
    var text = UTF8ToString(s, n);
    if (typeof globalThis.TortueSortie == 'function') globalThis.TortueSortie(text, channel);
    else if (channel != 2) (channel ? err : out)(text.replace(/\n$/, ''));
  },

  /* The user's events on the canvas, for the program (canvas_web.c,
   * draw_canvas.c): a queue the page fills through Module.evenement(e),
   * the DOM's own names (the page's handlers pass them on as they come):
   *   {type: 'keydown', key}              a key (KeyboardEvent.key): a
   *       character, an arrow, Enter, Backspace, Delete, Tab, Escape;
   *       false (not kept) for the others
   *   {type: 'pointerdown' | 'pointerup', button, x, y}   a button
   *       (MouseEvent.button: 0 left, 1 middle, 2 right)
   *   {type: 'pointermove', x, y}         the pointer moved
   * x, y: the canvas pixel under the pointer, from its top left corner,
   * in the canvas's own pixels (the view makes them turtle coordinates).
   * At most 64 wait, the oldest dropped past them; of moves in a row
   * only the last. Module.ecoute says whether the program takes the keys
   * and the mouse ({clavier, souris}: QUANDTOUCHE, LISCAR, QUANDCLIC...),
   * and Module.onEcoute(ecoute), when the page sets it, is told when
   * that changes. */
  $tortueInput__postset: 'tortueInput.install();',
  $tortueInput: {
    queue: [],
    /* DrawEventKind and DrawKey (draw.h); the keys that type a control
     * character, as a terminal types them */
    kinds: { keydown: 0, pointerdown: 1, pointerup: 2, pointermove: 3 },
    arrows: { ArrowLeft: 1, ArrowRight: 2, ArrowUp: 3, ArrowDown: 4 },
    controls: { Enter: '\n', Tab: '\t', Escape: '\x1b', Backspace: '\b', Delete: '\x7f' },
    event: function (e) {
      var I = tortueInput, kind = I.kinds[e && e.type];
      if (kind === undefined) return false;
      var ev = { kind: kind, key: 0, text: '', button: 0, x: +e.x || 0, y: +e.y || 0 };
      if (kind === 0) {
        var k = String(e.key);
        if (I.arrows[k]) ev.key = I.arrows[k];
        else if (I.controls[k]) ev.text = I.controls[k];
        else if (Array.from(k).length === 1) ev.text = k;
        else return false;
      }
      if (kind === 1 || kind === 2) ev.button = e.button === 1 ? 3 : e.button === 2 ? 2 : 1;
      var last = I.queue[I.queue.length - 1];
      if (kind === 3 && last && last.kind === 3) I.queue[I.queue.length - 1] = ev;
      else {
        if (I.queue.length === 64) I.queue.shift();
        I.queue.push(ev);
      }
      return true;
    },
    install: function () {
      Module['ecoute'] = { clavier: false, souris: false };
      Module['evenement'] = tortueInput.event;
    },
  },
  tortue_js_next_event__deps: ['$tortueInput'],
  tortue_js_next_event: function (kind, key, text, button, x, y) {
    var ev = tortueInput.queue.shift();
    if (!ev) return 0;
    HEAP32[kind >> 2] = ev.kind;
    HEAP32[key >> 2] = ev.key;
    stringToUTF8(ev.text, text, 8);
    HEAP32[button >> 2] = ev.button;
    HEAPF64[x >> 3] = ev.x;
    HEAPF64[y >> 3] = ev.y;
    return 1;
  },
  tortue_js_claim__deps: ['$tortueInput'],
  tortue_js_claim: function (keys, mouse) {
    var ecoute = Module['ecoute'] = { clavier: !!keys, souris: !!mouse };
    if (typeof Module['onEcoute'] == 'function') Module['onEcoute'](ecoute);
  },

  /* A line the program reads (LISLISTE, LISMOT...): the Promise of
   * globalThis.TortueLis(prompt), a string, or null at the end of the
   * input; without it, the end of the input. A malloc'd copy, freed by C. */
  tortue_js_read_line__deps: ['malloc'],
  tortue_js_read_line: function (prompt) {
    return Asyncify.handleAsync(async function () {
      if (typeof globalThis.TortueLis != 'function') return 0;
      var s = await globalThis.TortueLis(UTF8ToString(prompt));
      if (s === null || s === undefined) return 0;
      var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
      stringToUTF8(s, p, n);
      return p;
    });
  },
});
