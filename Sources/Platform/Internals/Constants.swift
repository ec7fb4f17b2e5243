// Vitrine — Apache License 2.0
// The C constants Platform passes to the kernel and libraries, re-exported as internal
// values so that only Internals/ imports the C modules. The underscore keeps the C name
// recognisable (`_O_RDWR` is `O_RDWR`) and marks the value as a raw C constant.
#if canImport(Glibc)
import Glibc
#endif
import CLibDRM

// MARK: - open(2) flags

let _O_RDONLY = O_RDONLY
let _O_WRONLY = O_WRONLY
let _O_RDWR = O_RDWR
let _O_CLOEXEC = O_CLOEXEC
let _O_NONBLOCK = O_NONBLOCK
let _O_NOCTTY = O_NOCTTY

// MARK: - mmap(2)

let _PROT_READ = PROT_READ
let _PROT_WRITE = PROT_WRITE
let _MAP_SHARED = MAP_SHARED

// MARK: - access(2)

let _F_OK = F_OK

// MARK: - Standard descriptors and signals

let _STDIN_FILENO = STDIN_FILENO
// Usable from inline: public initializers take them as default arguments.
@usableFromInline let _SIGUSR1 = SIGUSR1
@usableFromInline let _SIGUSR2 = SIGUSR2

// MARK: - inotify(7)

let _IN_NONBLOCK = Int32(IN_NONBLOCK)
let _IN_CLOEXEC = Int32(IN_CLOEXEC)
let _IN_CREATE = UInt32(IN_CREATE)
let _IN_DELETE = UInt32(IN_DELETE)
let _IN_ATTRIB = UInt32(IN_ATTRIB)
let _IN_MOVED_TO = UInt32(IN_MOVED_TO)
let _IN_MOVED_FROM = UInt32(IN_MOVED_FROM)

// MARK: - libdrm

let _DRM_CAP_DUMB_BUFFER = UInt64(DRM_CAP_DUMB_BUFFER)
let _DRM_CAP_DUMB_PREFER_SHADOW = UInt64(DRM_CAP_DUMB_PREFER_SHADOW)
let _DRM_CAP_TIMESTAMP_MONOTONIC = UInt64(DRM_CAP_TIMESTAMP_MONOTONIC)
let _DRM_CLIENT_CAP_UNIVERSAL_PLANES = UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES)
let _DRM_CLIENT_CAP_ATOMIC = UInt64(DRM_CLIENT_CAP_ATOMIC)
let _DRM_MODE_PAGE_FLIP_EVENT = UInt32(DRM_MODE_PAGE_FLIP_EVENT)
