// Vitrine — Apache License 2.0
//
// A minimal guest side of the end-to-end protocol, written straight on libdrm, for
// scripts/vm/selftest.py: it proves that what a page flip puts on screen is what QMP's
// screendump reads back, before vitrine's own DRM display exists.
//
//   drm-probe demo SCENE --display drm --handshake /dev/ttyS1
//   drm-probe demo SCENE --display headless --step K --screenshot FILE.png
//   drm-probe info
//
// For each step it draws the step's picture (the same as selftest.py's `pattern`) into
// the back dumb buffer, page-flips to it, waits for the flip event, writes
// "PRESENTED <step> <flips>" and reads NEXT or QUIT. Headless, it writes step K's
// picture (1280x800) as an RGBA PNG; `info` lists the connectors. With these three it
// stands in for vitrine in Tests/EndToEndTests (VITRINE_BINARY=PATH).
#include <errno.h>
#include <fcntl.h>
#include <png.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

struct buffer {
    uint32_t handle, pitch, fb;
    uint64_t size;
    uint8_t *pixels;
};

static void fail(const char *what) {
    fprintf(stderr, "drm-probe: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void put(struct buffer *b, int x, int y, int r, int g, int bl) {
    uint8_t *p = b->pixels + (size_t)y * b->pitch + (size_t)x * 4;
    p[0] = (uint8_t)bl;  // XRGB8888, little endian: blue green red x
    p[1] = (uint8_t)g;
    p[2] = (uint8_t)r;
    p[3] = 0;
}

// Step 0: four flat quadrants. Step 1: vertical bars over a ramp. Same as selftest.py.
static void draw(struct buffer *b, int w, int h, int step) {
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (step == 0) {
                int top = y < h / 2, left = x < w / 2;
                if (top && left) put(b, x, y, 200, 30, 30);
                else if (top) put(b, x, y, 30, 200, 30);
                else if (left) put(b, x, y, 30, 30, 200);
                else put(b, x, y, 230, 230, 230);
            } else {
                int shade = y * 255 / (h > 1 ? h - 1 : 1);
                if ((x / 40) % 2 == 0) put(b, x, y, shade, x * 255 / w, 255 - shade);
                else put(b, x, y, 20, 20, 20);
            }
        }
    }
}

static void create_buffer(int fd, int w, int h, struct buffer *b) {
    struct drm_mode_create_dumb create = {.width = w, .height = h, .bpp = 32};
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &create)) fail("create dumb");
    b->handle = create.handle;
    b->pitch = create.pitch;
    b->size = create.size;
    if (drmModeAddFB(fd, w, h, 24, 32, b->pitch, b->handle, &b->fb)) fail("addfb");
    struct drm_mode_map_dumb map = {.handle = b->handle};
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &map)) fail("map dumb");
    b->pixels = mmap(0, b->size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, map.offset);
    if (b->pixels == MAP_FAILED) fail("mmap");
}

static void flip_done(int fd, unsigned seq, unsigned s, unsigned us, void *data) {
    (void)fd, (void)seq, (void)s, (void)us;
    *(int *)data = 1;
}

static int read_line(int fd, char *line, size_t size) {
    size_t n = 0;
    while (n + 1 < size) {
        char c;
        ssize_t got = read(fd, &c, 1);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        if (c == '\n') break;
        if (c != '\r') line[n++] = c;
    }
    line[n] = 0;
    return 0;
}

static int headless(int step, const char *path) {
    int w = 1280, h = 800;
    struct buffer b = {.pitch = (uint32_t)w * 4};
    b.pixels = malloc((size_t)b.pitch * h);
    draw(&b, w, h, step % 2);
    FILE *file = fopen(path, "wb");
    if (!file) fail(path);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_init_io(png, file);
    png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    uint8_t *row = malloc((size_t)w * 4);
    for (int y = 0; y < h; y++) {
        const uint8_t *p = b.pixels + (size_t)y * b.pitch;
        for (int x = 0; x < w; x++) {
            row[x * 4 + 0] = p[x * 4 + 2];
            row[x * 4 + 1] = p[x * 4 + 1];
            row[x * 4 + 2] = p[x * 4 + 0];
            row[x * 4 + 3] = 255;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return 0;
}

static int info(void) {
    int fd = open("/dev/dri/card0", O_RDWR | O_CLOEXEC);
    if (fd < 0) fail("/dev/dri/card0");
    drmModeRes *res = drmModeGetResources(fd);
    if (!res) fail("resources");
    for (int i = 0; i < res->count_connectors; i++) {
        drmModeConnector *c = drmModeGetConnector(fd, res->connectors[i]);
        if (!c) continue;
        printf("connector %u %s-%u %s", c->connector_id,
               drmModeGetConnectorTypeName(c->connector_type), c->connector_type_id,
               c->connection == DRM_MODE_CONNECTED ? "connected" : "disconnected");
        for (int m = 0; m < c->count_modes; m++)
            if (c->modes[m].type & DRM_MODE_TYPE_PREFERRED)
                printf(" %dx%d", c->modes[m].hdisplay, c->modes[m].vdisplay);
        printf(" %ux%u mm\n", c->mmWidth, c->mmHeight);
        drmModeFreeConnector(c);
    }
    return 0;
}

int main(int argc, char **argv) {
    const char *handshake = NULL, *screenshot = NULL;
    int step = 0;
    if (argc > 1 && !strcmp(argv[1], "info")) return info();
    for (int i = 1; i + 1 < argc; i++) {
        if (!strcmp(argv[i], "--handshake")) handshake = argv[i + 1];
        if (!strcmp(argv[i], "--screenshot")) screenshot = argv[i + 1];
        if (!strcmp(argv[i], "--step")) step = atoi(argv[i + 1]);
    }
    if (screenshot) return headless(step, screenshot);
    if (!handshake) {
        fprintf(stderr, "usage: drm-probe demo SCENE --display drm --handshake DEVICE\n"
                        "       drm-probe demo SCENE --display headless --step K --screenshot FILE\n"
                        "       drm-probe info\n");
        return 2;
    }
    int hs = open(handshake, O_RDWR | O_NOCTTY);
    if (hs < 0) fail(handshake);
    int fd = open("/dev/dri/card0", O_RDWR | O_CLOEXEC);
    if (fd < 0) fail("/dev/dri/card0");

    drmModeRes *res = drmModeGetResources(fd);
    if (!res) fail("resources");
    drmModeConnector *conn = NULL;
    for (int i = 0; i < res->count_connectors && !conn; i++) {
        drmModeConnector *c = drmModeGetConnector(fd, res->connectors[i]);
        if (c && c->connection == DRM_MODE_CONNECTED && c->count_modes > 0) conn = c;
        else drmModeFreeConnector(c);
    }
    if (!conn) fail("no connected connector");
    drmModeModeInfo mode = conn->modes[0];
    for (int i = 0; i < conn->count_modes; i++)
        if (conn->modes[i].type & DRM_MODE_TYPE_PREFERRED) { mode = conn->modes[i]; break; }
    uint32_t crtc = res->crtcs[0];
    printf("drm-probe: %s mode %dx%d, %ux%u mm, crtc %u\n", "connector", mode.hdisplay,
           mode.vdisplay, conn->mmWidth, conn->mmHeight, crtc);

    int w = mode.hdisplay, h = mode.vdisplay;
    struct buffer buffers[2];
    create_buffer(fd, w, h, &buffers[0]);
    create_buffer(fd, w, h, &buffers[1]);
    memset(buffers[0].pixels, 0, buffers[0].size);
    if (drmModeSetCrtc(fd, crtc, buffers[0].fb, 0, 0, &conn->connector_id, 1, &mode))
        fail("setcrtc");

    int flips = 0, front = 0;
    for (int step = 0;; step++) {
        int back = 1 - front;
        draw(&buffers[back], w, h, step % 2);
        int done = 0;
        if (drmModePageFlip(fd, crtc, buffers[back].fb, DRM_MODE_PAGE_FLIP_EVENT, &done))
            fail("page flip");
        drmEventContext events = {.version = 2, .page_flip_handler = flip_done};
        while (!done) {
            struct pollfd p = {.fd = fd, .events = POLLIN};
            if (poll(&p, 1, 5000) <= 0) fail("no flip event");
            drmHandleEvent(fd, &events);
        }
        front = back;
        flips++;
        dprintf(hs, "PRESENTED %d %d\n", step, flips);
        char line[64];
        if (read_line(hs, line, sizeof line)) fail("handshake closed");
        printf("drm-probe: step %d answered '%s'\n", step, line);
        if (!strcmp(line, "QUIT")) return 0;
        if (strcmp(line, "NEXT")) return 3;
    }
}
