"""Looking at an X display from outside a program (for benchmarks/versus_aisleriot.py).

Through libX11 with ctypes, no extra package: find the viewable top-level window of a
process (its _NET_WM_PID), and tell whether the window shows anything yet (its pixels are
not all one colour). Polling in-process costs well under a millisecond, where spawning
xdotool for every look would cost several and steal CPU from the program being timed.
"""

import ctypes
import ctypes.util
import zlib

IS_VIEWABLE = 2
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
XA_CARDINAL = 6


class _WindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long),
                ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class _ImageHead(ctypes.Structure):
    """The first fields of XImage (the rest is not read)."""
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int),
                ("xoffset", ctypes.c_int), ("format", ctypes.c_int),
                ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class X11Probe:
    def __init__(self, display_name: str):
        path = ctypes.util.find_library("X11")
        if path is None:
            raise OSError("libX11 not found")
        x = self.x = ctypes.CDLL(path)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_void_p] * 4
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong] + [ctypes.c_void_p] * 5
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
        x.XGetImage.restype = ctypes.POINTER(_ImageHead)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        # a window gone between two calls must not end the benchmark: ignore X errors
        self._on_error = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(
            lambda display, event: 0)
        x.XSetErrorHandler(self._on_error)
        self.display = x.XOpenDisplay(display_name.encode())
        if not self.display:
            raise OSError(f"cannot open X display {display_name}")
        self.root = x.XDefaultRootWindow(self.display)
        self.pid_atom = x.XInternAtom(self.display, b"_NET_WM_PID", 0)

    def close(self) -> None:
        if self.display:
            self.x.XCloseDisplay(self.display)
            self.display = None

    def _children(self, window):
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not self.x.XQueryTree(self.display, window, ctypes.byref(root),
                                 ctypes.byref(parent), ctypes.byref(children),
                                 ctypes.byref(count)):
            return []
        found = [children[i] for i in range(count.value)]
        if children:
            self.x.XFree(children)
        return found

    def _pid(self, window):
        kind, fmt = ctypes.c_ulong(), ctypes.c_int()
        items, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_ulong)()
        status = self.x.XGetWindowProperty(
            self.display, window, self.pid_atom, 0, 1, 0, XA_CARDINAL, ctypes.byref(kind),
            ctypes.byref(fmt), ctypes.byref(items), ctypes.byref(after), ctypes.byref(data))
        pid = data[0] if status == 0 and data and items.value else None
        if data:
            self.x.XFree(data)
        return pid

    def attributes(self, window) -> _WindowAttributes:
        attrs = _WindowAttributes()
        self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attrs))
        return attrs

    def viewable_window(self, pid: int):
        """The first viewable window (up to two levels below the root) that names `pid`
        in _NET_WM_PID, or None."""
        for top in self._children(self.root):
            for window in [top] + self._children(top):
                if self._pid(window) == pid and \
                        self.attributes(window).map_state == IS_VIEWABLE:
                    return window
        return None

    def distinct_colours(self, window, step: int = 7, limit: int = 64,
                         rows: int = 16) -> int:
        """How many colours a sample of the window's pixels holds (one pixel in `step`
        along `rows` evenly spaced rows), counted up to `limit`; 0 when the window cannot
        be read. Row by row, not the whole window: polled every 2 ms, a whole window's
        image (copied by the server and scanned here) took enough of a small
        machine to delay the very program being watched, the more so the longer its
        window stayed blank."""
        attrs = self.attributes(window)
        if attrs.width <= 0 or attrs.height <= 0:
            return 0
        colours = set()
        for index in range(rows):
            y = (2 * index + 1) * attrs.height // (2 * rows)
            image = self.x.XGetImage(self.display, window, 0, y, attrs.width, 1,
                                     ALL_PLANES, Z_PIXMAP)
            if not image:
                return 0
            head = image.contents
            try:
                if head.bits_per_pixel != 32:
                    return 0
                row = ctypes.string_at(head.data, head.bytes_per_line)
                colours.update(row[x:x + 3] for x in range(0, head.width * 4, 4 * step))
            finally:
                self.x.XFree(head.data)
                self.x.XFree(image)
            if len(colours) >= limit:
                break
        return min(len(colours), limit)

    def band_digest(self, window, rows: int = 12, top: float = 0.12,
                    bottom: float = 0.88):
        """A checksum of `rows` whole rows spread over the middle band of the window
        (between `top` and `bottom` of its height: no title, tool or status bar, whose
        clocks tick), or None when it cannot be read: two equal checksums, the same
        picture there."""
        attrs = self.attributes(window)
        if attrs.width <= 0 or attrs.height <= 0:
            return None
        digest = 0
        for index in range(rows):
            y = int(attrs.height * (top + (bottom - top) * index / max(1, rows - 1)))
            image = self.x.XGetImage(self.display, window, 0, y, attrs.width, 1,
                                     ALL_PLANES, Z_PIXMAP)
            if not image:
                return None
            head = image.contents
            try:
                digest = zlib.crc32(ctypes.string_at(head.data, head.bytes_per_line), digest)
            finally:
                self.x.XFree(head.data)
                self.x.XFree(image)
        return digest
