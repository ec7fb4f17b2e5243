#!/usr/bin/env python3
# Vitrine — Apache License 2.0
"""Checks the virtual board without the vitrine binary: stand-ins play the guest side of
the end-to-end protocol and vmctl's e2e flow must accept them.

1. fbdev: a shell script draws each step into /dev/fb0 (the bochs driver's fbdev
   emulation).
2. drm: drm-probe.c (built here with cc, libdrm and libpng) draws into dumb buffers and
   page-flips, as vitrine will; the screendump must show the flipped buffer.
3. negative: the shell script shows the wrong picture for step 1; e2e must reject it.

    scripts/vm/selftest.py [--resolution WxH] [--artifacts DIR] [--skip-negative] [--skip-drm]
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vmctl  # noqa: E402

STAND_IN = r"""#!/bin/sh
# Vitrine — Apache License 2.0
# Stand-in for `vitrine demo SCENE --display drm --handshake /dev/ttyS1`.
echo "stand-in: $0 $*"
handshake=""
while [ $# -gt 0 ]; do
    [ "$1" = "--handshake" ] && handshake=$2
    shift
done
[ -n "$handshake" ] || { echo "stand-in: no --handshake DEVICE"; exit 9; }
[ -e /dev/dri/card0 ] || { echo "stand-in: no /dev/dri/card0"; exit 10; }
cat /sys/class/drm/card0-*/modes | head -1
for console in /sys/class/vtconsole/vtcon*; do
    grep -q "frame buffer" "$console/name" && echo 0 > "$console/bind"
done
exec 3<>"$handshake"
flips=1
step=0
while [ -f /etc/vitrine/step$step.raw ]; do
    cat /etc/vitrine/step$step.raw > /dev/fb0
    sleep 0.3
    echo "PRESENTED $step $flips" >&3
    read -r reply <&3
    echo "stand-in: step $step answered '$reply'"
    case "$reply" in
        QUIT*) exit 0 ;;
        NEXT*) ;;
        *) exit 11 ;;
    esac
    step=$((step + 1))
    flips=$((flips + 3))
done
exit 12
"""


def pattern(width: int, height: int, step: int) -> vmctl.Image:
    """Step 0: four flat quadrants. Step 1: vertical bars over a horizontal ramp."""
    rows = []
    for y in range(height):
        if step == 0:
            top = y < height // 2
            left, right = ((200, 30, 30), (30, 200, 30)) if top else ((30, 30, 200), (230, 230, 230))
            row = bytes(left) * (width // 2) + bytes(right) * (width - width // 2)
        else:
            shade = y * 255 // max(1, height - 1)
            row = b"".join(bytes((shade, (x * 255) // width, 255 - shade)) if (x // 40) % 2 == 0
                           else bytes((20, 20, 20)) for x in range(width))
        rows.append(row)
    return vmctl.Image(width, height, b"".join(rows))


def xrgb8888(image: vmctl.Image) -> bytes:
    """The image as /dev/fb0 wants it: 32 bits a pixel, blue green red x in memory."""
    out = bytearray(image.width * image.height * 4)
    out[0::4], out[1::4], out[2::4] = image.rgb[2::3], image.rgb[1::3], image.rgb[0::3]
    return bytes(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--resolution", default="1280x800")
    parser.add_argument("--artifacts")
    parser.add_argument("--skip-negative", action="store_true")
    parser.add_argument("--skip-drm", action="store_true")
    options = parser.parse_args()
    width, height = (int(v) for v in options.resolution.split("x"))

    work = options.artifacts or tempfile.mkdtemp(prefix="vitrine-selftest-")
    os.makedirs(work, exist_ok=True)
    refs = os.path.join(work, "refs")
    os.makedirs(refs, exist_ok=True)
    # Named like the real binary, so e2e runs the real command line.
    os.makedirs(os.path.join(work, "bin"), exist_ok=True)
    binary = os.path.join(work, "bin", "vitrine")
    with open(binary, "w") as f:
        f.write(STAND_IN)
    os.chmod(binary, 0o755)

    files = []
    for step in range(2):
        image = pattern(width, height, step)
        vmctl.write_png(os.path.join(refs, f"ref-step{step}.png"), image)
        raw = os.path.join(work, f"step{step}.raw")
        with open(raw, "wb") as f:
            f.write(xrgb8888(image))
        files.append(f"{raw}:/etc/vitrine/step{step}.raw")
    resolution = None if options.resolution == "1280x800" else options.resolution

    print("selftest: positive run (the stand-in draws the references)")
    good = vmctl.run_e2e(binary, "selftest", refs, 2, resolution=resolution, step_timeout=180,
                         artifacts=os.path.join(work, "positive"), files=files)
    drm_ok = True
    if not options.skip_drm:
        print("selftest: drm run (drm-probe page-flips dumb buffers)")
        probe = os.path.join(work, "probe", "vitrine")
        os.makedirs(os.path.dirname(probe), exist_ok=True)
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libdrm", "libpng"],
                               capture_output=True, text=True).stdout.split() \
            or ["-I/usr/include/libdrm", "-ldrm", "-lpng16"]
        built = subprocess.run(["cc", "-O2", "-Wall", "-o", probe,
                                os.path.join(os.path.dirname(os.path.abspath(__file__)), "drm-probe.c")]
                               + flags, capture_output=True, text=True)
        if built.returncode != 0:
            print("selftest: cannot build drm-probe.c (needs gcc, libdrm-dev, libpng-dev):\n" + built.stderr)
            drm_ok = False
        else:
            drm_ok = vmctl.run_e2e(probe, "selftest", refs, 2, resolution=resolution, step_timeout=180,
                                   artifacts=os.path.join(work, "drm"))
    rejected = True
    if not options.skip_negative:
        print("selftest: negative run (step 1 shows step 0's picture; e2e must fail)")
        wrong = files[:1] + [files[0].replace("/etc/vitrine/step0.raw", "/etc/vitrine/step1.raw")]
        lines = []
        accepted = vmctl.run_e2e(binary, "selftest", refs, 2, resolution=resolution,
                                 step_timeout=180, artifacts=os.path.join(work, "negative"),
                                 files=wrong, log=lines.append)
        # Rejected for the right reason: step 0 matched, step 1 differed, nothing else failed.
        verdicts = [line for line in lines if "ref-step" in line and "screen" in line]
        rejected = (not accepted and len(verdicts) == 2 and " matches " in verdicts[0]
                    and "FAIL differs" in verdicts[1])
        if not rejected:
            print("\n".join(lines))
        print("selftest: negative run " + ("rejected, as it should" if rejected else "ACCEPTED: compare is broken"))
    ok = good and drm_ok and rejected
    if ok and not options.artifacts:
        shutil.rmtree(work, ignore_errors=True)
        print("selftest: PASS")
    else:
        print(f"selftest: {'PASS' if ok else 'FAIL'} (artifacts in {work})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
