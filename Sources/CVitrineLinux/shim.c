// Vitrine — Apache License 2.0
#include "CVitrineLinux.h"
#include <linux/input.h>
#include <sys/ioctl.h>

unsigned long CVitrineLinux_EVIOCGBIT(unsigned int type, unsigned int length) { return EVIOCGBIT(type, length); }
unsigned long CVitrineLinux_EVIOCGPROP(unsigned int length) { return EVIOCGPROP(length); }

int CVitrineLinux_ioctlWithValue(int fd, unsigned long request, unsigned long value) { return ioctl(fd, request, value); }
int CVitrineLinux_ioctlWithPointer(int fd, unsigned long request, void *pointer) { return ioctl(fd, request, pointer); }
