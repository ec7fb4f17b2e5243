// Vitrine — Apache License 2.0
#include "CVitrineLinux.h"
#include <linux/input.h>

unsigned long CVitrineLinux_EVIOCGBIT(unsigned int type, unsigned int length) { return EVIOCGBIT(type, length); }
unsigned long CVitrineLinux_EVIOCGPROP(unsigned int length) { return EVIOCGPROP(length); }
