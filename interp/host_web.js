/* host_web.js -- the JavaScript half of Tortue's WebAssembly build
 * (emcc --js-library, tools/web.mk): what C cannot do itself there.
 *
 * Three of these are Asyncify imports (ASYNCIFY_IMPORTS in web.mk): they
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

  /* The page's turn (host_web.c, every few hundredths of a second while a
   * program runs): it paints the canvas, hears the Stop button. */
  tortue_js_yield__deps: ['$tortueSoon'],
  tortue_js_yield: function () {
    Asyncify.handleSleep(function (wakeUp) { tortueSoon(wakeUp); });
  },

  /* What Tortue writes: globalThis.TortueSortie(text, channel), channel 0
   * the screen, 1 the errors (the page shows them in red), 2 the screen
   * cleared (text empty); without it, the console. */
  tortue_js_write: function (channel, s, n) {
    var text = UTF8ToString(s, n);
    if (typeof globalThis.TortueSortie == 'function') globalThis.TortueSortie(text, channel);
    else if (channel != 2) (channel ? err : out)(text.replace(/\n$/, ''));
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
