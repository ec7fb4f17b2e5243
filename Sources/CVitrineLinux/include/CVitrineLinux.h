// Vitrine — Apache License 2.0
// Shims for what Swift cannot import: function-like ioctl macros and _IO*-built numbers.
// Each is a one-line forward with no logic (STYLE.md §3.2).
#ifndef CVITRINELINUX_H
#define CVITRINELINUX_H

#include <stddef.h>
#include <stdint.h>
#include <linux/kd.h>   // KDSETMODE, KD_GRAPHICS, KDSKBMODE, K_OFF: plain constants Swift imports
#include <linux/vt.h>   // VT_SETMODE, VT_RELDISP, struct vt_mode: plain constants and a struct
#include <linux/netlink.h> // struct sockaddr_nl, NETLINK_KOBJECT_UEVENT (hotplug uevents)
#include <linux/fb.h>   // FBIOGET_VSCREENINFO, FBIOPAN_DISPLAY and their structs

/// EVIOCGBIT(type, len): the ioctl number that reads event-type capability bits.
unsigned long CVitrineLinux_EVIOCGBIT(unsigned int type, unsigned int length);
/// EVIOCGPROP(len): the ioctl number that reads input properties.
unsigned long CVitrineLinux_EVIOCGPROP(unsigned int length);

/// ioctl(fd, request, value) for requests that take an integer argument (Swift cannot
/// call the variadic ioctl).
int CVitrineLinux_ioctlWithValue(int fd, unsigned long request, unsigned long value);
/// ioctl(fd, request, pointer) for requests that read or write through a pointer.
int CVitrineLinux_ioctlWithPointer(int fd, unsigned long request, void *pointer);

#endif
