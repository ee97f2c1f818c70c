#!/usr/bin/env python3
# x11-fenetre.py -- find a top-level X11 window by its title, and close it
# as a window manager does when its close button is pressed: a
# WM_DELETE_WINDOW client message (the tests run under Xvfb, which has no
# window manager; xdotool and wmctrl cannot send it without one).
#
#   x11-fenetre.py geometry TITLE   prints "x y width height" (root coordinates)
#   x11-fenetre.py close TITLE      asks the window to close
#   x11-fenetre.py resize TITLE W H  resizes it, as a user dragging its corner
#   x11-fenetre.py kill TITLE       kills its client's connection, as xkill does
#   x11-fenetre.py destroy TITLE    destroys the window from outside, as a
#                                   window manager may
#
# Plain Xlib through ctypes: nothing to install but libX11, which any X
# client has. Exit status 1 when no window has that title.
import ctypes
import ctypes.util
import sys

xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
Window = ctypes.c_ulong
Atom = ctypes.c_ulong


class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                ("window", Window), ("message_type", Atom),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class XTextProperty(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("encoding", Atom),
                ("format", ctypes.c_int), ("nitems", ctypes.c_ulong)]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]


xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
xlib.XDefaultRootWindow.restype = Window
xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
xlib.XInternAtom.restype = Atom
xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
xlib.XQueryTree.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window),
                            ctypes.POINTER(Window),
                            ctypes.POINTER(ctypes.POINTER(Window)),
                            ctypes.POINTER(ctypes.c_uint)]
xlib.XGetWMName.argtypes = [ctypes.c_void_p, Window,
                            ctypes.POINTER(XTextProperty)]
xlib.XGetGeometry.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window)] + \
    [ctypes.POINTER(ctypes.c_int)] * 2 + [ctypes.POINTER(ctypes.c_uint)] * 4
xlib.XTranslateCoordinates.argtypes = [ctypes.c_void_p, Window, Window,
                                       ctypes.c_int, ctypes.c_int,
                                       ctypes.POINTER(ctypes.c_int),
                                       ctypes.POINTER(ctypes.c_int),
                                       ctypes.POINTER(Window)]
xlib.XSendEvent.argtypes = [ctypes.c_void_p, Window, ctypes.c_int,
                            ctypes.c_long, ctypes.POINTER(XEvent)]
xlib.XResizeWindow.argtypes = [ctypes.c_void_p, Window, ctypes.c_uint, ctypes.c_uint]
xlib.XFree.argtypes = [ctypes.c_void_p]
xlib.XKillClient.argtypes = [ctypes.c_void_p, Window]
xlib.XDestroyWindow.argtypes = [ctypes.c_void_p, Window]
xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xlib.XFlush.argtypes = [ctypes.c_void_p]
xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]


def wm_name(dpy, w):
    """The bytes of w's WM_NAME, whatever its encoding (STRING, UTF8_STRING
    or COMPOUND_TEXT, by the client's locale: all alike for ASCII)."""
    prop = XTextProperty()
    if not xlib.XGetWMName(dpy, w, ctypes.byref(prop)) or not prop.value:
        return None
    name = ctypes.string_at(prop.value, prop.nitems)
    xlib.XFree(prop.value)
    return name


def find(dpy, root, title):
    """The first window under root (depth first) whose WM_NAME is title."""
    if wm_name(dpy, root) == title.encode("utf-8"):
        return root
    r, p = Window(), Window()
    kids = ctypes.POINTER(Window)()
    n = ctypes.c_uint()
    if not xlib.XQueryTree(dpy, root, ctypes.byref(r), ctypes.byref(p),
                           ctypes.byref(kids), ctypes.byref(n)):
        return None
    try:
        for i in range(n.value):
            w = find(dpy, kids[i], title)
            if w:
                return w
    finally:
        if kids:
            xlib.XFree(kids)
    return None


def geometry(dpy, root, w):
    r = Window()
    x, y = ctypes.c_int(), ctypes.c_int()
    width, height, border, depth = (ctypes.c_uint() for _ in range(4))
    xlib.XGetGeometry(dpy, w, ctypes.byref(r), ctypes.byref(x), ctypes.byref(y),
                      ctypes.byref(width), ctypes.byref(height),
                      ctypes.byref(border), ctypes.byref(depth))
    ax, ay, child = ctypes.c_int(), ctypes.c_int(), Window()
    xlib.XTranslateCoordinates(dpy, w, root, 0, 0, ctypes.byref(ax),
                               ctypes.byref(ay), ctypes.byref(child))
    print(ax.value, ay.value, width.value, height.value)


def close(dpy, w):
    ev = XEvent()
    ev.xclient.type = 33  # ClientMessage
    ev.xclient.window = w
    ev.xclient.message_type = xlib.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
    ev.xclient.format = 32
    ev.xclient.data[0] = xlib.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
    ev.xclient.data[1] = 0  # CurrentTime
    xlib.XSendEvent(dpy, w, 0, 0, ctypes.byref(ev))
    xlib.XFlush(dpy)


def main():
    args = {"geometry": 3, "close": 3, "resize": 5, "kill": 3, "destroy": 3}
    if len(sys.argv) < 2 or args.get(sys.argv[1]) != len(sys.argv):
        sys.exit("usage: x11-fenetre.py geometry|close|kill|destroy TITLE, resize TITLE W H")
    dpy = xlib.XOpenDisplay(None)
    if not dpy:
        sys.exit("x11-fenetre.py: no X display")
    root = xlib.XDefaultRootWindow(dpy)
    w = find(dpy, root, sys.argv[2])
    if not w:
        xlib.XCloseDisplay(dpy)
        sys.exit(1)
    if sys.argv[1] == "geometry":
        geometry(dpy, root, w)
    elif sys.argv[1] == "kill":
        xlib.XKillClient(dpy, w)
        xlib.XSync(dpy, 0)
    elif sys.argv[1] == "destroy":
        xlib.XDestroyWindow(dpy, w)
        xlib.XSync(dpy, 0)
    elif sys.argv[1] == "resize":
        xlib.XResizeWindow(dpy, w, int(sys.argv[3]), int(sys.argv[4]))
        xlib.XFlush(dpy)
    else:
        close(dpy, w)
    xlib.XCloseDisplay(dpy)


main()
