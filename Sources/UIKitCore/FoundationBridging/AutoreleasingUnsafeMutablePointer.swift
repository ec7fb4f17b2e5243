// Vitrine — Apache License 2.0

#if !_runtime(_ObjC)
/// The pointer type UIKit's Objective-C signatures give to out-parameters holding objects
/// (`willRepositionPopoverTo:in:`). Swift defines it only with the Objective-C runtime;
/// without one there is nothing to autorelease, so it is a plain mutable pointer, and iOS
/// code that reads or sets `pointee` compiles unchanged.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
