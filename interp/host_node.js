/* host_node.js -- emcc --pre-js of the Node version of the WebAssembly
 * build (tools/web.mk), which runs main.c as the tortue command does: the
 * runtime takes every standard stream for a terminal, so that a test fed
 * on standard input would get the prompt's greeting and prompts; each is
 * one only when it is one. */
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var i = 0; i < 3; i++) if (FS.streams[i]) FS.streams[i].tty = tty.isatty(i);
};
