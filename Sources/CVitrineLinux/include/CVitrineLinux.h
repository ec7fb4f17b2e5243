// Vitrine — Apache License 2.0
// Shims for what Swift cannot import: function-like ioctl macros and _IO*-built numbers.
// Each is a one-line forward with no logic (STYLE.md §3.2).
#ifndef CVITRINELINUX_H
#define CVITRINELINUX_H

#include <stddef.h>
#include <stdint.h>

/// EVIOCGBIT(type, len): the ioctl number that reads event-type capability bits.
unsigned long CVitrineLinux_EVIOCGBIT(unsigned int type, unsigned int length);
/// EVIOCGPROP(len): the ioctl number that reads input properties.
unsigned long CVitrineLinux_EVIOCGPROP(unsigned int length);

#endif
