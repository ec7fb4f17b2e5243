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

/// A JPEG being decoded: libjpeg's state between reading the header and the pixels.
typedef struct CVitrineJPEGDecoder CVitrineJPEGDecoder;

/// Reads the header of a JPEG (baseline or progressive; grayscale, YCbCr/RGB, CMYK or YCCK)
/// held in memory, which must stay alive until the decoder is closed. Refuses, before
/// libjpeg allocates anything for the pixels, an image of more than maximumPixels pixels.
/// On success returns a decoder and sets *width and *height; on failure returns NULL and
/// writes a reason into message.
CVitrineJPEGDecoder *CVitrineJPEG_openDecoder(const uint8_t *data, size_t size, size_t maximumPixels,
                                              int *width, int *height, char *message);

/// Decodes the image into rows bytesPerRow apart as opaque native-endian 0xAARRGGBB words
/// (premultiplied ARGB32: alpha is 255). Returns 0, or -1 with a reason in message. A file
/// that ends early, or hits a marker inside entropy-coded data, or a progressive file whose
/// scans never carried some coefficients, is a failure, not a grey-padded image.
int CVitrineJPEG_decodeRows(CVitrineJPEGDecoder *decoder, uint32_t *rows, size_t bytesPerRow, char *message);

/// Frees the decoder and everything libjpeg allocated for it. NULL is ignored.
void CVitrineJPEG_closeDecoder(CVitrineJPEGDecoder *decoder);

/// Encodes opaque ARGB32 pixels (alpha ignored) as a baseline YCbCr JPEG at quality 0...100.
/// On success returns 0 and sets *output (malloc'd; the caller frees it) and *outputSize.
/// On failure returns -1 and writes a reason into message.
int CVitrineJPEG_encode(const uint32_t *pixels, size_t bytesPerRow, int width, int height, int quality,
                        uint8_t **output, size_t *outputSize, char *message);

#endif
