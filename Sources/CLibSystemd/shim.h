#include <systemd/sd-id128.h>
