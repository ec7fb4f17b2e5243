#!/usr/bin/env python3
# Vitrine — Apache License 2.0
"""Drives the virtual board (scripts/vm/run) from the host. Python 3 standard library only.

Library:
    Image, read_image (PPM P6 or PNG), write_ppm, compare_images
    QMP                  a QMP client (capabilities, screendump, quit)
    Handshake            the host end of the guest's /dev/ttyS1, line based
    VirtualBoard         builds an initramfs, boots it, watches the console log
    run_e2e, run_exec    the flows of the commands below

Commands:
    vmctl.py e2e --binary PATH --scene NAME --refs DIR --steps N [--resolution WxH]
                 [--tolerance T] [--max-differing-pixels P] [--artifacts DIR]
                 [--vnc GUESTPORT [--vnc-login USER:PASSWORD] [--vnc-partial-step K]...
                  [--vnc-tap K:X,Y]... [--vnc-drag K:X1,Y1,X2,Y2]...]
    vmctl.py exec [--binary PATH] [--resolution WxH] -- ARGS...
    vmctl.py compare IMAGE REFERENCE [--tolerance T] [--diff OUT.ppm]

The end-to-end protocol (guest side: `vitrine demo SCENE --display drm --handshake
/dev/ttyS1`): after each frame whose page flip completed, the guest writes the line
`PRESENTED <step> <flips>` to /dev/ttyS1 and blocks until it reads `NEXT` (go to the
next step of the scene) or `QUIT` (exit 0). For step k the host takes a QMP screendump,
compares it with <refs>/ref-step<k>.png, checks that <flips> grew since the step before,
and answers NEXT, or QUIT after the last step. Then the console must show `VITRINE-EXIT 0`.

With `--vnc GUESTPORT` the guest gets a network card whose GUESTPORT is forwarded to a
free host port, and at each step a VNC viewer (rfbviewer.py, kept connected from step 0)
asks for updates until its copy equals the screendump exactly. Before each
`--vnc-partial-step` the viewer leaves a request waiting, as viewers do: the first update
that answers it (the step's first changed frame) must be damage only (rectangles covering
less than half the screen). Later frames of the step may repaint more (a demo redraws its
whole view to report a touch step's result). `--vnc-tap K:X,Y` and `--vnc-drag
K:X1,Y1,X2,Y2` are step K's touches, given by the viewer with its left button once the
guest logs `waiting for a touch (step K)` (a demo run with `--wait-for-touches`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib

import rfbviewer

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))


# ---------------------------------------------------------------------------------------
# Images


@dataclasses.dataclass
class Image:
    """An 8-bit RGB image, rows top to bottom, 3 bytes a pixel."""

    width: int
    height: int
    rgb: bytes

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        i = (y * self.width + x) * 3
        return self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]


def _ppm_tokens(data: bytes, count: int) -> tuple[list[int], int]:
    """Reads `count` header integers after the magic; returns them and the offset of the
    single whitespace byte that ends the header."""
    values, i = [], 2
    while len(values) < count:
        while data[i : i + 1].isspace():
            i += 1
        if data[i : i + 1] == b"#":
            while data[i : i + 1] not in (b"\n", b""):
                i += 1
            continue
        start = i
        while data[i : i + 1].isdigit():
            i += 1
        if start == i:
            raise ValueError("malformed PPM header")
        values.append(int(data[start:i]))
    return values, i


def read_ppm(path: str) -> Image:
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] != b"P6":
        raise ValueError(f"{path}: not a binary PPM (P6)")
    (width, height, maxval), end = _ppm_tokens(data, 3)
    if maxval != 255:
        raise ValueError(f"{path}: PPM maxval {maxval}, only 255 is supported")
    start = end + 1
    rgb = data[start : start + width * height * 3]
    if len(rgb) != width * height * 3:
        raise ValueError(f"{path}: PPM is truncated")
    return Image(width, height, rgb)


def write_ppm(path: str, image: Image) -> None:
    with open(path, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (image.width, image.height))
        f.write(image.rgb)


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _unfilter(raw: bytes, width: int, height: int, bpp: int) -> bytearray:
    """Undoes PNG's per-row filters (none, sub, up, average, Paeth)."""
    stride = width * bpp
    out = bytearray(stride * height)
    prev = bytearray(stride)
    pos = 0
    for y in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        elif kind != 0:
            raise ValueError(f"PNG filter type {kind}")
        out[y * stride : (y + 1) * stride] = line
        prev = line
    return out


def read_png(path: str) -> Image:
    """Reads an 8-bit, non-interlaced PNG: gray, gray+alpha, RGB, RGBA or palette.
    Alpha is dropped (the screen has none; references are expected to be opaque)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != PNG_SIGNATURE:
        raise ValueError(f"{path}: not a PNG")
    pos, idat, palette, header = 8, [], None, None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path}: PNG without IHDR")
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0:
        raise ValueError(f"{path}: only 8-bit non-interlaced PNG is supported")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(color)
    if channels is None:
        raise ValueError(f"{path}: PNG color type {color}")
    pixels = _unfilter(zlib.decompress(b"".join(idat)), width, height, channels)
    if color == 2:
        rgb = bytes(pixels)
    elif color == 6:
        rgb = bytearray(width * height * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = pixels[0::4], pixels[1::4], pixels[2::4]
    elif color in (0, 4):
        gray = pixels[0::channels]
        rgb = bytearray(width * height * 3)
        rgb[0::3] = rgb[1::3] = rgb[2::3] = gray
    else:
        if palette is None:
            raise ValueError(f"{path}: palette PNG without PLTE")
        rgb = b"".join(palette[i * 3 : i * 3 + 3] for i in pixels)
    return Image(width, height, bytes(rgb))


def write_png(path: str, image: Image) -> None:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    stride = image.width * 3
    raw = b"".join(b"\x00" + image.rgb[y * stride : (y + 1) * stride] for y in range(image.height))
    with open(path, "wb") as f:
        f.write(PNG_SIGNATURE)
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", image.width, image.height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        f.write(chunk(b"IEND", b""))


def read_image(path: str) -> Image:
    with open(path, "rb") as f:
        magic = f.read(8)
    if magic == PNG_SIGNATURE:
        return read_png(path)
    if magic[:2] == b"P6":
        return read_ppm(path)
    raise ValueError(f"{path}: neither PNG nor PPM (P6)")


@dataclasses.dataclass
class Comparison:
    same_size: bool
    differing_pixels: int  # pixels with some channel differing by more than the tolerance
    max_channel_difference: int  # over all pixels
    first_difference: tuple[int, int] | None
    diff: Image | None  # differing pixels red over a dimmed copy of the actual image

    def matches(self, max_differing_pixels: int = 0) -> bool:
        return self.same_size and self.differing_pixels <= max_differing_pixels

    def summary(self) -> str:
        if not self.same_size:
            return "sizes differ"
        text = f"{self.differing_pixels} differing pixels, max channel difference {self.max_channel_difference}"
        if self.first_difference:
            text += f", first at {self.first_difference}"
        return text


def compare_images(actual: Image, expected: Image, tolerance: int = 0) -> Comparison:
    if (actual.width, actual.height) != (expected.width, expected.height):
        return Comparison(False, actual.width * actual.height, 255, (0, 0), None)
    if actual.rgb == expected.rgb:
        return Comparison(True, 0, 0, None, None)
    stride = actual.width * 3
    differing, max_difference, first = 0, 0, None
    diff = bytearray(b // 3 for b in actual.rgb)
    for y in range(actual.height):
        row_a = actual.rgb[y * stride : (y + 1) * stride]
        row_e = expected.rgb[y * stride : (y + 1) * stride]
        if row_a == row_e:
            continue
        for x in range(actual.width):
            i = x * 3
            d = max(abs(row_a[i] - row_e[i]), abs(row_a[i + 1] - row_e[i + 1]), abs(row_a[i + 2] - row_e[i + 2]))
            if d == 0:
                continue
            max_difference = max(max_difference, d)
            if d > tolerance:
                differing += 1
                first = first or (x, y)
                j = y * stride + i
                diff[j : j + 3] = b"\xff\x00\x00"
    return Comparison(True, differing, max_difference, first, Image(actual.width, actual.height, bytes(diff)))


# ---------------------------------------------------------------------------------------
# QMP


class QMPError(RuntimeError):
    pass


class QMP:
    """A QMP client on a unix socket: greeting, qmp_capabilities, then commands."""

    def __init__(self, path: str, timeout: float = 120.0):
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.settimeout(timeout)
                self.sock.connect(path)
                break
            except (FileNotFoundError, ConnectionRefusedError):
                self.sock.close()
                if time.monotonic() > deadline:
                    raise QMPError(f"no QMP socket at {path}")
                time.sleep(0.05)
        self.file = self.sock.makefile("rwb")
        self.greeting = self._read()
        self.execute("qmp_capabilities")

    def _read(self) -> dict:
        line = self.file.readline()
        if not line:
            raise QMPError("QMP connection closed")
        return json.loads(line)

    def execute(self, command: str, **arguments) -> object:
        message = {"execute": command}
        if arguments:
            message["arguments"] = arguments
        self.file.write(json.dumps(message).encode() + b"\n")
        self.file.flush()
        while True:
            reply = self._read()
            if "return" in reply:
                return reply["return"]
            if "error" in reply:
                raise QMPError(f"{command}: {reply['error'].get('desc', reply['error'])}")
            # anything else is an asynchronous event: skip it

    def screendump(self, path: str) -> Image:
        self.execute("screendump", filename=os.path.abspath(path))
        return read_ppm(path)

    def quit(self) -> None:
        try:
            self.execute("quit")
        except (QMPError, OSError):
            pass  # QEMU may close the socket before replying

    def close(self) -> None:
        try:
            self.file.close()
            self.sock.close()
        except OSError:
            pass


# ---------------------------------------------------------------------------------------
# The second serial port


class Handshake:
    """The host end of the guest's /dev/ttyS1. The host listens; QEMU connects to it at
    start (scripts/vm/run --serial2-connect), so nothing the guest writes is lost."""

    def __init__(self, path: str):
        self.path = path
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen(1)
        self.conn: socket.socket | None = None
        self.buffer = b""
        self.transcript: list[str] = []  # "< line" received, "> line" sent

    def accept(self, timeout: float) -> None:
        self.listener.settimeout(timeout)
        self.conn, _ = self.listener.accept()

    def read_line(self, timeout: float, alive=lambda: True) -> str | None:
        """The next line without its end (\\r\\n or \\n), or None on timeout, when the
        connection closes or when `alive()` turns false."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.conn is None or not alive():
                return None
            self.conn.settimeout(min(remaining, 0.25))
            try:
                chunk = self.conn.recv(4096)
            except socket.timeout:
                continue
            if not chunk:
                return None
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        text = line.decode(errors="replace").strip("\r\x00 ")
        self.transcript.append("< " + text)
        return text

    def send_line(self, text: str) -> None:
        assert self.conn is not None
        self.transcript.append("> " + text)
        self.conn.sendall(text.encode() + b"\n")

    def close(self) -> None:
        for s in (self.conn, self.listener):
            if s is not None:
                try:
                    s.close()
                except OSError:
                    pass


# ---------------------------------------------------------------------------------------
# The board


def build_initramfs(output: str, command: list[str] | None = None, binary: str | None = None,
                    script: str | None = None, files: list[str] = (), env: list[str] = ()) -> str:
    args = [os.path.join(HERE, "build-initramfs"), "--output", output]
    if binary:
        args += ["--binary", binary]
    if script:
        args += ["--script", script]
    for spec in files:
        args += ["--file", spec]
    for assignment in env:
        args += ["--env", assignment]
    if command:
        args += ["--"] + list(command)
    result = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"build-initramfs failed:\n{result.stderr}")
    return output


class VirtualBoard:
    """One boot of scripts/vm/run, in its own work folder (sockets, console log)."""

    def __init__(self, initrd: str, workdir: str, resolution: str | None = None,
                 timeout: float = 300, log=print, drive: str | None = None, append: str = "",
                 forward: str | None = None):
        self.initrd = initrd
        self.forward = forward  # "HOSTPORT:GUESTPORT", a guest TCP port reachable from the host
        self.drive = drive  # a raw disk image, the guest's /dev/vda
        self.append = append  # more kernel command line
        self.workdir = workdir
        self.resolution = resolution
        self.timeout = timeout
        self.log = log
        # Unix socket paths are limited to 108 bytes: keep the sockets in a short folder.
        self.sockdir = tempfile.mkdtemp(prefix="vvm-")
        self.console_path = os.path.join(workdir, "console.log")
        self.qmp_path = os.path.join(self.sockdir, "qmp")
        self.handshake = Handshake(os.path.join(self.sockdir, "serial2"))
        self.process: subprocess.Popen | None = None
        self.qmp: QMP | None = None
        self.started = 0.0

    def start(self) -> None:
        open(self.console_path, "w").close()
        args = [os.path.join(HERE, "run"), "--initrd", self.initrd, "--log", self.console_path,
                "--qmp", self.qmp_path, "--serial2-connect", self.handshake.path,
                "--timeout", str(int(self.timeout))]
        if self.resolution:
            args += ["--resolution", self.resolution]
        if self.drive:
            args += ["--drive", self.drive]
        if self.append:
            args += ["--append", self.append]
        if self.forward:
            args += ["--forward", self.forward]
        self.started = time.monotonic()
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        # Generous: QEMU starts slowly on a machine under heavy load.
        self.handshake.accept(timeout=120)
        self.qmp = QMP(self.qmp_path)

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def console(self) -> str:
        try:
            with open(self.console_path, errors="replace") as f:
                return f.read().replace("\r\n", "\n")
        except FileNotFoundError:
            return ""

    def wait_console(self, pattern: str, timeout: float) -> re.Match | None:
        """Waits for a regex to appear in the console log; None on timeout or power off."""
        deadline = time.monotonic() + timeout
        while True:
            match = re.search(pattern, self.console(), re.MULTILINE)
            if match:
                return match
            if not self.running():
                return re.search(pattern, self.console(), re.MULTILINE)
            if time.monotonic() > deadline:
                return None
            time.sleep(0.1)

    def wait_exit(self, timeout: float) -> int | None:
        try:
            return self.process.wait(timeout) if self.process else None
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        if self.qmp is not None:
            if self.running():
                self.qmp.quit()
            self.qmp.close()
            self.qmp = None
        if self.process is not None:
            if self.wait_exit(5) is None:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
            output = self.process.stdout.read().decode(errors="replace") if self.process.stdout else ""
            if output.strip():
                self.log("qemu: " + output.strip())
            if self.process.stdout:
                self.process.stdout.close()
        self.handshake.close()
        shutil.rmtree(self.sockdir, ignore_errors=True)

    def __enter__(self) -> "VirtualBoard":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


# Seconds a screen drawn through fbdev may take to reach the scanout: the kernel's fbdev
# emulation copies its shadow buffer there from a worker (deferred I/O, 50 ms), which a
# guest starved by a loaded host runs late.
FBDEV_SETTLE_LIMIT = 10.0


def screendump_compared(board: VirtualBoard, path: str, reference: Image, tolerance: int,
                        max_differing_pixels: int = 0, settles: bool = False) -> tuple[Image, Comparison]:
    """A screendump into `path` (PPM) compared with `reference`. With `settles` (a screen
    drawn through fbdev) a mismatch is looked at again until it matches or
    FBDEV_SETTLE_LIMIT seconds have passed; DRM's page flips are on the screen at once."""
    deadline = time.monotonic() + FBDEV_SETTLE_LIMIT
    while True:
        actual = board.qmp.screendump(path)
        result = compare_images(actual, reference, tolerance)
        if result.matches(max_differing_pixels) or not settles or time.monotonic() > deadline:
            return actual, result
        time.sleep(0.1)


def payload_output(console: str) -> tuple[str, int | None]:
    """The payload's part of a console log and its exit status (None if it never ended)."""
    begin = console.find("VITRINE-BEGIN\n")
    text = console[begin + len("VITRINE-BEGIN\n"):] if begin >= 0 else ""
    match = re.search(r"VITRINE-EXIT (\d+)\s*$", text, re.MULTILINE)
    if match:
        return text[: match.start()], int(match.group(1))
    return text, None


def boot_times(console: str) -> str:
    init = re.search(r"^VITRINE-INIT ([\d.]+)", console, re.MULTILINE)
    ready = re.search(r"^VITRINE-READY ([\d.]+)", console, re.MULTILINE)
    parts = []
    if init:
        parts.append(f"/init at {init.group(1)} s guest uptime")
    if ready:
        parts.append(f"card0 ready at {ready.group(1)} s")
    return ", ".join(parts)


# ---------------------------------------------------------------------------------------
# Flows


def _workdir(artifacts: str | None, prefix: str) -> str:
    if artifacts:
        os.makedirs(artifacts, exist_ok=True)
        return os.path.abspath(artifacts)
    return tempfile.mkdtemp(prefix=prefix)


def run_e2e(binary: str | None, scene: str, refs: str, steps: int, resolution: str | None = None,
            tolerance: int = 0, max_differing_pixels: int = 0, step_timeout: float = 180,
            artifacts: str | None = None, script: str | None = None, files: list[str] = (),
            env: list[str] = (), display: str = "drm", vnc_port: int | None = None,
            vnc_login: str | None = None, vnc_partial_steps: list[int] = (),
            vnc_inputs: dict[int, tuple[str, list[int]]] | None = None, log=print) -> bool:
    """Boots `vitrine demo SCENE --display DISPLAY --handshake /dev/ttyS1` (or a stand-in
    script) and checks every step against <refs>/ref-step<k>.png. True if all matched."""
    workdir = _workdir(artifacts, "vitrine-e2e-")
    log(f"e2e: artifacts in {workdir}")
    references = []
    for step in range(steps):
        path = os.path.join(refs, f"ref-step{step}.png")
        if not os.path.exists(path):
            log(f"e2e: FAIL missing reference {path}")
            return False
        references.append(read_image(path))

    started = time.monotonic()
    command = None if script else [os.path.basename(binary), "demo", scene, "--display", display,
                                   "--handshake", "/dev/ttyS1"]
    initrd = build_initramfs(os.path.join(workdir, "initramfs.cpio.gz"), command, binary=binary,
                             script=script, files=files, env=env)
    log(f"e2e: initramfs {os.path.getsize(initrd) / 1e6:.1f} MB, built in {time.monotonic() - started:.1f} s")

    ok = True
    forward, host_port, viewer = None, None, None
    if vnc_port is not None:
        host_port = _free_port()
        forward = f"{host_port}:{vnc_port}"
    board = VirtualBoard(initrd, workdir, resolution=resolution,
                         timeout=60 + step_timeout * (steps + 1), log=log, forward=forward)
    try:
        board.start()
        previous_flips = None
        for step in range(steps):
            line = None
            while True:
                line = board.handshake.read_line(step_timeout, alive=board.running)
                if line is None or line.startswith("PRESENTED"):
                    break
                log(f"e2e: ignoring handshake line {line!r}")
            if line is None:
                log(f"e2e: FAIL no 'PRESENTED {step} …' within {step_timeout:.0f} s"
                    f" (QEMU {'running' if board.running() else 'ended'})")
                ok = False
                break
            fields = line.split()
            if len(fields) != 3 or not fields[1].isdigit() or not fields[2].isdigit():
                log(f"e2e: FAIL malformed line {line!r}")
                ok = False
                break
            got_step, flips = int(fields[1]), int(fields[2])
            log(f"e2e: step {step}: {line!r} at {board.elapsed():.1f} s")
            if got_step != step:
                log(f"e2e: FAIL expected step {step}, the guest presented step {got_step}")
                ok = False
                break
            if previous_flips is not None and flips <= previous_flips:
                log(f"e2e: FAIL flip count did not grow: {previous_flips} then {flips}")
                ok = False
            previous_flips = flips

            shot = os.path.join(workdir, f"step{step}.ppm")
            actual, result = screendump_compared(board, shot, references[step], tolerance, max_differing_pixels,
                                                 settles=display != "drm")
            verdict = "matches" if result.matches(max_differing_pixels) else "FAIL differs from"
            log(f"e2e: step {step}: screen {actual.width}x{actual.height} {verdict} ref-step{step}.png"
                f" ({result.summary()}; tolerance {tolerance}, allowed {max_differing_pixels} pixels)")
            if not result.matches(max_differing_pixels):
                ok = False
                write_png(os.path.join(workdir, f"step{step}.png"), actual)
                if result.diff is not None:
                    write_png(os.path.join(workdir, f"step{step}-diff.png"), result.diff)
            if host_port is not None:
                if viewer is None:
                    user, _, password = (vnc_login or "").partition(":")
                    viewer = rfbviewer.Viewer("127.0.0.1", host_port, user if vnc_login else None,
                                              password if vnc_login else None, timeout=step_timeout)
                    log(f"e2e: viewer logged in{' with VeNCrypt' if vnc_login else ''}: {viewer.width}x{viewer.height} {viewer.name!r}")
                if not _viewer_matches(viewer, actual, step, step in vnc_partial_steps, step_timeout, workdir, log):
                    ok = False
                elif step + 1 in vnc_partial_steps:
                    viewer.request(incremental=True)  # answered by the next step's first change
            board.handshake.send_line("NEXT" if step + 1 < steps else "QUIT")
            if viewer is not None and step + 1 in (vnc_inputs or {}):
                if not _viewer_touches(board, viewer, step + 1, *vnc_inputs[step + 1], step_timeout, log):
                    ok = False
                    break

        if ok:
            match = board.wait_console(r"VITRINE-EXIT (\d+)\s*$", step_timeout)
            if match is None:
                log("e2e: FAIL no VITRINE-EXIT on the console")
                ok = False
            elif match.group(1) != "0":
                log(f"e2e: FAIL the guest exited with status {match.group(1)}")
                ok = False
            else:
                log(f"e2e: VITRINE-EXIT 0 at {board.elapsed():.1f} s")
            board.wait_exit(30)
    except Exception as error:  # report, never hang
        log(f"e2e: FAIL {type(error).__name__}: {error}")
        ok = False
    finally:
        if viewer is not None:
            viewer.close()
        board.stop()
        os.remove(initrd)  # tens of MB, and rebuilt in a second from the cached layers
    log(f"e2e: {boot_times(board.console())}; whole run {time.monotonic() - started:.1f} s")
    if not ok:
        log("e2e: handshake transcript:\n  " + "\n  ".join(board.handshake.transcript))
        log("e2e: console log:\n" + board.console())
    log("e2e: PASS" if ok else "e2e: FAIL")
    return ok


def _free_port() -> int:
    """A loopback port nobody listens on now (the kernel's pick for port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _viewer_touches(board: "VirtualBoard", viewer: "rfbviewer.Viewer", step: int, kind: str, numbers: list[int],
                    timeout: float, log) -> bool:
    """Once the guest waits for step `step`'s touches, the viewer taps or drags."""
    if board.wait_console(rf"waiting for a touch \(step {step}\)", timeout) is None:
        log(f"e2e: step {step}: FAIL the guest did not log 'waiting for a touch (step {step})' within {timeout:.0f} s")
        return False
    if kind == "tap":
        viewer.tap(*numbers)
    else:
        viewer.drag((numbers[0], numbers[1]), (numbers[2], numbers[3]))
    log(f"e2e: step {step}: the viewer {'tapped' if kind == 'tap' else 'dragged'} at {numbers}")
    return True


def _vnc_input(kind: str, count: int):
    """argparse type of --vnc-tap (K:X,Y) and --vnc-drag (K:X1,Y1,X2,Y2)."""
    def parse(text: str) -> tuple[int, tuple[str, list[int]]]:
        step, _, rest = text.partition(":")
        try:
            numbers = [int(field) for field in rest.split(",")]
            if len(numbers) != count or not step.isdigit():
                raise ValueError
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r}: expected K:{'X,Y' if count == 2 else 'X1,Y1,X2,Y2'}") from None
        return int(step), (kind, numbers)
    return parse


def _viewer_matches(viewer: "rfbviewer.Viewer", screen: Image, step: int, partial: bool, timeout: float,
                    workdir: str, log) -> bool:
    """Brings the viewer up to date and checks it shows `screen` (the screendump) exactly;
    with `partial`, that the first update was damage only (under half the screen's area)."""
    try:
        updates = viewer.sync_to(screen.rgb, timeout)
    except (rfbviewer.RFBError, OSError) as error:
        seen = Image(viewer.width, viewer.height, bytes(viewer.rgb))
        result = compare_images(seen, screen)
        write_png(os.path.join(workdir, f"step{step}-vnc.png"), seen)
        log(f"e2e: step {step}: FAIL the viewer: {error} ({result.summary()} against the screendump)")
        return False
    screen_area = viewer.width * viewer.height
    shares = [sum(rect.area for rect in rects) / screen_area for rects in updates]
    log(f"e2e: step {step}: the viewer equals the screendump after {len(updates)} update(s) covering"
        f" {', '.join(f'{share:.1%}' for share in shares) or 'nothing'} of the screen")
    if partial and (not updates or not updates[0] or shares[0] >= 0.5):
        first = f"{shares[0]:.1%}" if updates else "no update"
        log(f"e2e: step {step}: FAIL expected the first update to be damage only (under half the screen), got {first}")
        return False
    return True


def run_exec(command: list[str], binary: str | None = None, resolution: str | None = None,
             timeout: float = 300, artifacts: str | None = None, files: list[str] = (),
             env: list[str] = (), log=print, screendumps: list[str] = (),
             screendump_ack: bool = False) -> tuple[str, int | None, str]:
    """Runs one command in the guest. Returns (its console output, its exit status or
    None, the whole console log). Each of `screendumps`, "MARKER=PATH" in order, takes a
    screendump (PNG) as soon as the command prints the line MARKER; the command must not
    change the screen until it is taken. With `screendump_ack`, the line `TAKEN MARKER` then
    goes to the guest's /dev/ttyS1 (a command that opened it before printing MARKER reads
    it there, instead of sleeping a guess)."""
    workdir = _workdir(artifacts, "vitrine-exec-")
    if binary and command and command[0] == binary:
        command = [os.path.basename(binary)] + command[1:]
    initrd = build_initramfs(os.path.join(workdir, "initramfs.cpio.gz"), command, binary=binary,
                             files=files, env=env)
    board = VirtualBoard(initrd, workdir, resolution=resolution, timeout=timeout, log=log)
    try:
        board.start()
        for request in screendumps:
            marker, _, path = request.partition("=")
            if board.wait_console(rf"^{re.escape(marker)}\s*$", timeout) is None:
                log(f"exec: no line {marker!r} on the console; no screendump for {path}")
                continue
            ppm = os.path.join(workdir, "screendump.ppm")
            write_png(path, board.qmp.screendump(ppm))
            os.remove(ppm)
            log(f"exec: {marker}: screendump in {path}")
            if screendump_ack:
                board.handshake.send_line(f"TAKEN {marker}")
        board.wait_exit(timeout + 10)
    finally:
        board.stop()
        os.remove(initrd)
    console = board.console()
    output, status = payload_output(console)
    if not artifacts:
        shutil.rmtree(workdir, ignore_errors=True)
    return output, status, console


# ---------------------------------------------------------------------------------------
# Command line


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="vmctl.py", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    e2e = commands.add_parser("e2e", help="boot the demo scene and compare every step with references")
    e2e.add_argument("--binary", help="the vitrine executable")
    e2e.add_argument("--scene", required=True)
    e2e.add_argument("--refs", required=True, help="folder of ref-step<k>.png")
    e2e.add_argument("--steps", type=int, required=True)
    e2e.add_argument("--resolution", help="WxH (default 1280x800)")
    e2e.add_argument("--tolerance", type=int, default=0,
                     help="largest channel difference that still counts as equal (default 0)")
    e2e.add_argument("--max-differing-pixels", type=int, default=0,
                     help="pixels allowed to differ beyond the tolerance (default 0)")
    e2e.add_argument("--step-timeout", type=float, default=180)
    e2e.add_argument("--artifacts", help="folder for screendumps, diffs, console log")
    e2e.add_argument("--script", help="a stand-in guest script instead of the vitrine command")
    e2e.add_argument("--file", action="append", default=[], help="HOST:GUEST, more files")
    e2e.add_argument("--env", action="append", default=[], help="NAME=VALUE for the guest command")
    e2e.add_argument("--display", default="drm", help="the guest's --display (drm or fbdev)")
    e2e.add_argument("--vnc", type=int, metavar="GUESTPORT",
                     help="forward this guest port and check a VNC viewer's screen at every step")
    e2e.add_argument("--vnc-login", metavar="USER:PASSWORD", help="log in with VeNCrypt X509Plain")
    e2e.add_argument("--vnc-partial-step", type=int, action="append", default=[], metavar="K",
                     help="step K's update must be damage only (repeatable)")
    e2e.add_argument("--vnc-tap", type=_vnc_input("tap", 2), action="append", default=[], metavar="K:X,Y",
                     help="the viewer taps at (X, Y) when step K waits for a touch (repeatable)")
    e2e.add_argument("--vnc-drag", type=_vnc_input("drag", 4), action="append", default=[], metavar="K:X1,Y1,X2,Y2",
                     help="the viewer drags from (X1, Y1) to (X2, Y2) when step K waits for a touch (repeatable)")

    run = commands.add_parser("exec", help="run one command in the guest, print its output")
    run.add_argument("--binary", help="an executable to put in the guest (as /usr/local/bin/<name>)")
    run.add_argument("--resolution")
    run.add_argument("--timeout", type=float, default=300)
    run.add_argument("--artifacts")
    run.add_argument("--file", action="append", default=[])
    run.add_argument("--env", action="append", default=[])
    run.add_argument("--console", action="store_true", help="print the whole console log")
    run.add_argument("--screendump-on", action="append", default=[], metavar="MARKER=PATH",
                     help="when the command prints the line MARKER, write a screendump (PNG) to PATH")
    run.add_argument("--screendump-ack", action="store_true",
                     help="after each screendump, send the line 'TAKEN MARKER' to the guest's /dev/ttyS1")
    run.add_argument("args", nargs=argparse.REMAINDER, help="-- COMMAND ARGS...")

    compare = commands.add_parser("compare", help="compare two images (PNG or PPM)")
    compare.add_argument("image")
    compare.add_argument("reference")
    compare.add_argument("--tolerance", type=int, default=0)
    compare.add_argument("--max-differing-pixels", type=int, default=0)
    compare.add_argument("--diff", help="write a diff image (PNG) here")

    options = parser.parse_args(argv)
    if options.command == "e2e":
        if not options.binary and not options.script:
            parser.error("e2e needs --binary or --script")
        ok = run_e2e(options.binary, options.scene, options.refs, options.steps, options.resolution,
                     options.tolerance, options.max_differing_pixels, options.step_timeout,
                     options.artifacts, options.script, options.file, options.env, options.display,
                     options.vnc, options.vnc_login, options.vnc_partial_step,
                     dict(options.vnc_tap + options.vnc_drag))
        return 0 if ok else 1
    if options.command == "exec":
        args = options.args[1:] if options.args[:1] == ["--"] else options.args
        if not args and options.binary:
            args = [os.path.basename(options.binary)]
        if not args:
            parser.error("exec needs -- COMMAND ARGS...")
        output, status, console = run_exec(args, options.binary, options.resolution, options.timeout,
                                           options.artifacts, options.file, options.env,
                                           log=lambda text: print(text, file=sys.stderr),
                                           screendumps=options.screendump_on,
                                           screendump_ack=options.screendump_ack)
        sys.stdout.write(console if options.console else output)
        if status is None:
            print(f"vmctl: the command did not finish (no VITRINE-EXIT); {boot_times(console)}",
                  file=sys.stderr)
            return 125
        return status
    if options.command == "compare":
        actual, expected = read_image(options.image), read_image(options.reference)
        result = compare_images(actual, expected, options.tolerance)
        print(result.summary())
        if options.diff and result.diff is not None:
            write_png(options.diff, result.diff)
        return 0 if result.matches(options.max_differing_pixels) else 1
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
