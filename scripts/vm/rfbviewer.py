#!/usr/bin/env python3
# Vitrine — Apache License 2.0
"""A small VNC viewer (RFB 3.8, RFC 6143) for the virtual board's tests: security type
None, or VeNCrypt X509Plain (VeNCrypt 0.2, subtype 262: TLS, then a user name and a
password), Raw encoding only, 32-bit pixels. It keeps its own copy of the screen and
records the rectangles each update brought, so a test can check both what a viewer sees
and that an update carried only what changed; it taps and drags with the left button. Python 3 standard library only; the
server's certificate is not verified (the tests make a self-signed one).
"""

from __future__ import annotations

import dataclasses
import socket
import ssl
import struct
import time


class RFBError(RuntimeError):
    pass


@dataclasses.dataclass
class Rect:
    x: int
    y: int
    width: int
    height: int

    @property
    def area(self) -> int:
        return self.width * self.height


class Viewer:
    """One connection. `width`, `height` and `rgb` (rows top to bottom, 3 bytes a pixel)
    are the viewer's copy of the screen."""

    def __init__(self, host: str, port: int, user: str | None = None, password: str | None = None,
                 timeout: float = 60):
        self.stream = socket.create_connection((host, port), timeout=timeout)
        self.stream.settimeout(timeout)
        self._handshake(user, password)
        self.stream.sendall(b"\x01")  # ClientInit: shared, other viewers stay
        server_init = self._exactly(24)
        self.width, self.height = struct.unpack("!HH", server_init[:4])
        self.name = self._exactly(struct.unpack("!I", server_init[20:24])[0]).decode(errors="replace")
        self.rgb = bytearray(self.width * self.height * 3)
        # SetPixelFormat: 32 bpp, depth 24, little endian, true colour, red at bit 16,
        # green at 8, blue at 0: each pixel arrives as the bytes B, G, R, X.
        self.stream.sendall(struct.pack("!BxxxBBBBHHHBBBxxx", 0, 32, 24, 0, 1, 255, 255, 255, 16, 8, 0))
        # SetEncodings: Raw only, so what arrives is the server's pixels as they are.
        self.stream.sendall(struct.pack("!BxHi", 2, 1, 0))
        self.updates = 0
        self.has_frame = False
        self.waiting = False  # a request is out, its update not read yet

    def close(self) -> None:
        try:
            self.stream.close()
        except OSError:
            pass

    # -- Protocol

    def _exactly(self, count: int) -> bytes:
        chunks, left = [], count
        while left > 0:
            chunk = self.stream.recv(min(left, 1 << 20))
            if not chunk:
                raise RFBError("the server closed the connection")
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    def _handshake(self, user: str | None, password: str | None) -> None:
        if self._exactly(12) != b"RFB 003.008\n":
            raise RFBError("not an RFB 3.8 server")
        self.stream.sendall(b"RFB 003.008\n")
        count = self._exactly(1)[0]
        if count == 0:
            reason = self._exactly(struct.unpack("!I", self._exactly(4))[0])
            raise RFBError("refused: " + reason.decode(errors="replace"))
        types = self._exactly(count)
        if password is not None:
            if 19 not in types:
                raise RFBError(f"no VeNCrypt among the security types {list(types)}")
            self._vencrypt(user or "", password)
        else:
            if 1 not in types:
                raise RFBError(f"no security type None among {list(types)}")
            self.stream.sendall(b"\x01")
            if self._exactly(4) != b"\x00\x00\x00\x00":
                raise RFBError("security type None failed")

    def _vencrypt(self, user: str, password: str) -> None:
        self.stream.sendall(b"\x13")
        self._exactly(2)  # the server's VeNCrypt version
        self.stream.sendall(b"\x00\x02")
        if self._exactly(1) != b"\x00":
            raise RFBError("VeNCrypt 0.2 refused")
        count = self._exactly(1)[0]
        subtypes = struct.unpack("!%dI" % count, self._exactly(4 * count))
        if 262 not in subtypes:
            raise RFBError(f"no X509Plain among the VeNCrypt subtypes {list(subtypes)}")
        self.stream.sendall(struct.pack("!I", 262))
        if self._exactly(1) != b"\x01":
            raise RFBError("X509Plain refused")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        timeout = self.stream.gettimeout()
        self.stream = context.wrap_socket(self.stream)
        self.stream.settimeout(timeout)
        name, secret = user.encode(), password.encode()
        self.stream.sendall(struct.pack("!II", len(name), len(secret)) + name + secret)
        if struct.unpack("!I", self._exactly(4))[0] != 0:
            raise RFBError("authentication failed")

    def pointer(self, x: int, y: int, buttons: int = 0) -> None:
        """PointerEvent (RFC 6143 §7.5.5): the pointer at (x, y), `buttons` down (bit 0 the left)."""
        self.stream.sendall(struct.pack("!BBHH", 5, buttons, x, y))

    def tap(self, x: int, y: int) -> None:
        """The left button pressed and released at (x, y), as a click."""
        self.pointer(x, y, 0)
        self.pointer(x, y, 1)
        time.sleep(0.05)
        self.pointer(x, y, 0)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12, pause: float = 0.03) -> None:
        """The left button pressed at `start`, moved to `end` in `steps` even moves `pause`
        seconds apart, and released there."""
        self.pointer(*start, 0)
        self.pointer(*start, 1)
        for index in range(1, steps + 1):
            time.sleep(pause)
            x = start[0] + (end[0] - start[0]) * index // steps
            y = start[1] + (end[1] - start[1]) * index // steps
            self.pointer(x, y, 1)
        time.sleep(0.1)
        self.pointer(*end, 0)

    def request(self, incremental: bool) -> None:
        """FramebufferUpdateRequest for the whole screen."""
        self.stream.sendall(struct.pack("!BBHHHH", 3, 1 if incremental else 0, 0, 0, self.width, self.height))
        self.waiting = True

    def read_update(self) -> list[Rect]:
        """Reads messages until a FramebufferUpdate, applies it and returns its rectangles."""
        while True:
            kind = self._exactly(1)[0]
            if kind == 0:
                break
            if kind == 2:  # Bell
                continue
            if kind == 3:  # ServerCutText
                self._exactly(3)
                self._exactly(struct.unpack("!I", self._exactly(4))[0])
                continue
            raise RFBError(f"unexpected server message type {kind}")
        self._exactly(1)
        count = struct.unpack("!H", self._exactly(2))[0]
        rects = []
        for _ in range(count):
            x, y, width, height, encoding = struct.unpack("!HHHHi", self._exactly(12))
            if encoding != 0:
                raise RFBError(f"rectangle in encoding {encoding}; only Raw (0) was asked for")
            if x + width > self.width or y + height > self.height:
                raise RFBError(f"rectangle {width}x{height}+{x}+{y} outside the {self.width}x{self.height} screen")
            data = self._exactly(width * height * 4)
            row = width * 4
            for line in range(height):
                pixels = data[line * row : (line + 1) * row]
                start = ((y + line) * self.width + x) * 3
                converted = bytearray(width * 3)
                converted[0::3] = pixels[2::4]
                converted[1::3] = pixels[1::4]
                converted[2::3] = pixels[0::4]
                self.rgb[start : start + width * 3] = converted
            rects.append(Rect(x, y, width, height))
        self.updates += 1
        self.waiting = False
        return rects

    def sync_to(self, expected: bytes, timeout: float) -> list[list[Rect]]:
        """Asks for updates (the first one whole, later ones incremental) until the
        viewer's copy equals `expected` (RGB bytes of the same size); returns each
        update's rectangles. A request left waiting (`request` after the last call) is
        answered first: its update carries the first change since then. Raises
        `RFBError` at the deadline."""
        deadline = time.monotonic() + timeout
        updates: list[list[Rect]] = []
        while bytes(self.rgb) != expected or not self.has_frame:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RFBError("the viewer's screen did not come to equal the panel's")
            self.stream.settimeout(left)
            if not self.waiting:
                self.request(incremental=self.has_frame)
            try:
                updates.append(self.read_update())
            except (socket.timeout, TimeoutError):
                raise RFBError("no update came before the deadline though the viewer's screen differs") from None
            self.has_frame = True
        return updates
