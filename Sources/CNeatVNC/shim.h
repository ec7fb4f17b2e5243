// neatvnc (ISC) serves a framebuffer over RFB; it runs on an aml main loop; damage
// regions are pixman's. All three come from Debian (libneatvnc-dev, libaml-dev,
// libpixman-1-dev).
#include <stdint.h>
#include <stdbool.h>
// The server thread wakes the main loop through an eventfd.
#include <sys/eventfd.h>
#include <pixman.h>
#include <aml.h>
#include <neatvnc.h>
