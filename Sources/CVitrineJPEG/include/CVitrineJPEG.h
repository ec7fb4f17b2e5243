// Vitrine — Apache License 2.0
// libjpeg reports fatal errors through error_exit, which must not return; the only way out
// is longjmp, and a longjmp across Swift frames skips their cleanup. These functions keep
// the setjmp and every libjpeg call on the C side and return a status plus a message.
#ifndef CVITRINEJPEG_H
#define CVITRINEJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Size of the message buffers the functions fill (libjpeg's JMSG_LENGTH_MAX is 200).
#define CVITRINEJPEG_MESSAGE_LENGTH 256

/// Decodes a JPEG (baseline or progressive; grayscale, YCbCr/RGB, CMYK or YCCK) held in
/// memory into premultiplied-ARGB32-compatible pixels (opaque, native-endian 0xAARRGGBB).
/// On success returns 0 and sets *pixels (malloc'd, width*height*4 bytes, rows packed; the
/// caller frees it), *width and *height. On failure returns -1, leaves *pixels NULL and
/// writes a reason into message. A truncated file is a failure, not a grey-filled image.
int CVitrineJPEG_decode(const uint8_t *data, size_t size, uint32_t **pixels, int *width, int *height,
                        char *message);

/// Encodes opaque ARGB32 pixels (alpha ignored) as a baseline YCbCr JPEG at quality 0...100.
/// On success returns 0 and sets *output (malloc'd; the caller frees it) and *outputSize.
/// On failure returns -1 and writes a reason into message.
int CVitrineJPEG_encode(const uint32_t *pixels, size_t bytesPerRow, int width, int height, int quality,
                        uint8_t **output, size_t *outputSize, char *message);

#endif
