// Vitrine — Apache License 2.0
#include "CVitrineJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// An error manager whose error_exit jumps back into the function that called libjpeg.
struct ErrorManager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
};

static void record_message(j_common_ptr cinfo) {
    struct ErrorManager *manager = (struct ErrorManager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    cinfo->err->format_message(cinfo, text);
    snprintf(manager->message, CVITRINEJPEG_MESSAGE_LENGTH, "%s", text);
}

static void exit_with_error(j_common_ptr cinfo) {
    record_message(cinfo);
    longjmp(((struct ErrorManager *)cinfo->err)->jump, 1);
}

// Warnings arrive with level -1. libjpeg treats a file that ends early as a warning and
// pads the image with grey; Vitrine refuses it, so that warning becomes an error.
static void emit(j_common_ptr cinfo, int level) {
    if (level == -1 && cinfo->err->msg_code == JWRN_JPEG_EOF) {
        exit_with_error(cinfo);
    }
    if (level == -1) cinfo->err->num_warnings++;
}

static void silence(j_common_ptr cinfo) { (void)cinfo; }

static void install(struct ErrorManager *manager, char *message) {
    jpeg_std_error(&manager->base);
    manager->base.error_exit = exit_with_error;
    manager->base.emit_message = emit;
    manager->base.output_message = silence;
    manager->message = message;
    message[0] = 0;
}

int CVitrineJPEG_decode(const uint8_t *data, size_t size, uint32_t **pixels, int *width, int *height,
                        char *message) {
    struct jpeg_decompress_struct cinfo;
    struct ErrorManager manager;
    // volatile: modified between setjmp and a possible longjmp.
    uint32_t *volatile out = NULL;
    JSAMPROW volatile line = NULL;
    *pixels = NULL;
    install(&manager, message);
    cinfo.err = &manager.base;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(out);
        free(line);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    if (size == 0) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "empty data");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
#else
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&cinfo);
    size_t w = cinfo.output_width, h = cinfo.output_height;
    if (w == 0 || h == 0 || w > 65535 || h > 65535 || w * h > ((size_t)1 << 28)) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "image of %zux%zu pixels is too large", w, h);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    out = malloc(w * h * 4);
    line = malloc(w * 4);
    if (!out || !line) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "out of memory for %zux%zu pixels", w, h);
        longjmp(manager.jump, 1);
    }
    while (cinfo.output_scanline < h) {
        size_t y = cinfo.output_scanline;
        if (!cmyk) {
            JSAMPROW row = (JSAMPROW)(out + y * w);
            jpeg_read_scanlines(&cinfo, &row, 1);
            // JCS_EXT_BGRA/ARGB write alpha 255: the pixels are opaque, hence premultiplied.
            continue;
        }
        JSAMPROW row = line;
        jpeg_read_scanlines(&cinfo, &row, 1);
        // Adobe writes CMYK inverted (the usual case, saw_Adobe_marker): stored = 255 − ink,
        // so red = stored C × stored K / 255. Otherwise invert first.
        int inverted = cinfo.saw_Adobe_marker;
        for (size_t x = 0; x < w; x++) {
            unsigned c = line[4 * x], m = line[4 * x + 1], yy = line[4 * x + 2], k = line[4 * x + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
            uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (yy * k + 127) / 255;
            out[y * w + x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(line);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 0;
}

int CVitrineJPEG_encode(const uint32_t *pixels, size_t bytesPerRow, int width, int height, int quality,
                        uint8_t **output, size_t *outputSize, char *message) {
    struct jpeg_compress_struct cinfo;
    struct ErrorManager manager;
    // libjpeg writes these through pointers it keeps (jpeg_mem_dest), so they live in
    // memory and are current after a longjmp.
    unsigned char *destination = NULL;
    unsigned long bufferSize = 0;
    *output = NULL;
    *outputSize = 0;
    install(&manager, message);
    cinfo.err = &manager.base;
    if (setjmp(manager.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(destination);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &destination, &bufferSize);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    cinfo.in_color_space = JCS_EXT_BGRX;
#else
    cinfo.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)((const uint8_t *)pixels + (size_t)cinfo.next_scanline * bytesPerRow);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = destination;
    *outputSize = bufferSize;
    return 0;
}
