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

// Warnings arrive with level -1. libjpeg treats a file that ends early, or a marker met
// inside entropy-coded data (a truncated file that still ends with EOI), as warnings and pads
// the image with grey; Vitrine refuses both, so those warnings become errors.
static void emit(j_common_ptr cinfo, int level) {
    int code = cinfo->err->msg_code;
    if (level == -1 && (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER)) {
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

// A progressive file can hold thousands of tiny scans, each of which makes libjpeg walk the
// whole coefficient buffer: a few kilobytes then cost minutes. Real encoders write about ten.
#define MAXIMUM_SCANS 1000

struct CVitrineJPEGDecoder {
    struct jpeg_decompress_struct cinfo;
    struct ErrorManager manager;
    struct jpeg_progress_mgr progress;
    JSAMPROW line;
};

static void limit_scans(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    if (dinfo->input_scan_number > MAXIMUM_SCANS) {
        struct ErrorManager *manager = (struct ErrorManager *)cinfo->err;
        snprintf(manager->message, CVITRINEJPEG_MESSAGE_LENGTH, "more than %d scans", MAXIMUM_SCANS);
        longjmp(manager->jump, 1);
    }
}

void CVitrineJPEG_closeDecoder(CVitrineJPEGDecoder *decoder) {
    if (!decoder) return;
    jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder->line);
    free(decoder);
}

CVitrineJPEGDecoder *CVitrineJPEG_openDecoder(const uint8_t *data, size_t size, size_t maximumPixels,
                                              int *width, int *height, char *message) {
    message[0] = 0;
    if (size == 0) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "empty data");
        return NULL;
    }
    CVitrineJPEGDecoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "out of memory");
        return NULL;
    }
    install(&decoder->manager, message);
    decoder->cinfo.err = &decoder->manager.base;
    if (setjmp(decoder->manager.jump)) {
        CVitrineJPEG_closeDecoder(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->progress.progress_monitor = limit_scans;
    decoder->cinfo.progress = &decoder->progress;
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    jpeg_read_header(&decoder->cinfo, TRUE);
    size_t w = decoder->cinfo.image_width, h = decoder->cinfo.image_height;
    // libjpeg limits each side to 65500; the product is checked before any pixel memory.
    if (w == 0 || h == 0 || w * h > maximumPixels) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH,
                 "image of %zux%zu pixels exceeds the decoding limit of %zu pixels", w, h, maximumPixels);
        CVitrineJPEG_closeDecoder(decoder);
        return NULL;
    }
    int cmyk = decoder->cinfo.jpeg_color_space == JCS_CMYK || decoder->cinfo.jpeg_color_space == JCS_YCCK;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    decoder->cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
#else
    decoder->cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_ARGB;
#endif
    *width = (int)w;
    *height = (int)h;
    return decoder;
}

// After jpeg_start_decompress has read a progressive file to its end, coef_bits[c][k] is -1
// for every coefficient no scan carried: the file stopped (and perhaps ended with EOI) early.
static int progressive_scans_complete(j_decompress_ptr cinfo) {
    if (!cinfo->progressive_mode || !cinfo->coef_bits) return 1;
    for (int c = 0; c < cinfo->num_components; c++) {
        for (int k = 0; k < DCTSIZE2; k++) {
            if (cinfo->coef_bits[c][k] < 0) return 0;
        }
    }
    return 1;
}

int CVitrineJPEG_decodeRows(CVitrineJPEGDecoder *decoder, uint32_t *rows, size_t bytesPerRow, char *message) {
    j_decompress_ptr cinfo = &decoder->cinfo;
    decoder->manager.message = message;
    message[0] = 0;
    if (setjmp(decoder->manager.jump)) return -1;
    jpeg_start_decompress(cinfo);
    if (!progressive_scans_complete(cinfo)) {
        snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "Premature end of JPEG file (a progressive scan is missing)");
        return -1;
    }
    size_t w = cinfo->output_width;
    int cmyk = cinfo->out_color_space == JCS_CMYK;
    if (cmyk && !decoder->line) {
        decoder->line = malloc(w * 4);
        if (!decoder->line) {
            snprintf(message, CVITRINEJPEG_MESSAGE_LENGTH, "out of memory for a row of %zu pixels", w);
            return -1;
        }
    }
    // Adobe writes CMYK inverted (the usual case, saw_Adobe_marker): stored = 255 − ink,
    // so red = stored C × stored K / 255. Otherwise invert first.
    int inverted = cinfo->saw_Adobe_marker;
    while (cinfo->output_scanline < cinfo->output_height) {
        uint32_t *out = (uint32_t *)((uint8_t *)rows + (size_t)cinfo->output_scanline * bytesPerRow);
        if (!cmyk) {
            // JCS_EXT_BGRA/ARGB write alpha 255: the pixels are opaque, hence premultiplied.
            JSAMPROW row = (JSAMPROW)out;
            jpeg_read_scanlines(cinfo, &row, 1);
            continue;
        }
        JSAMPROW row = decoder->line;
        jpeg_read_scanlines(cinfo, &row, 1);
        const uint8_t *line = decoder->line;
        for (size_t x = 0; x < w; x++) {
            unsigned c = line[4 * x], m = line[4 * x + 1], yy = line[4 * x + 2], k = line[4 * x + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
            uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (yy * k + 127) / 255;
            out[x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    }
    jpeg_finish_decompress(cinfo);
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
