#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The library's use of the C library: an object of its own for each
/// thread, kept in a POSIX thread-specific slot and released when the
/// thread exits, and the running thread's identity.
///
/// Swift has no thread-local variables of its own, so `Trampoline` (which
/// belongs to the running thread) is kept here.
///
/// ```swift
/// let slot = ThreadSlot { Counter() }
/// print(slot.current === slot.current)   // prints true, on the same thread
/// ```
///
/// Book: none; RAC2 keeps per-thread state in `NSThread.threadDictionary`
final class ThreadSlot: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> AnyObject

    /// A slot whose object, on each thread, is made by `make` on first use.
    init(_ make: @escaping @Sendable () -> AnyObject) {
        self.make = make
        var key = pthread_key_t()
        // The destructor releases the thread's object when the thread exits.
        #if canImport(Darwin)
            // Darwin passes the value as a non-optional pointer.
            let status = pthread_key_create(&key) { value in
                Unmanaged<AnyObject>.fromOpaque(value).release()
            }
        #else
            // glibc and musl pass it as an optional one.
            let status = pthread_key_create(&key) { value in
                guard let value else { return }
                Unmanaged<AnyObject>.fromOpaque(value).release()
            }
        #endif
        precondition(status == 0, "no thread-specific slot left (pthread_key_create: \(status))")
        self.key = key
    }

    /// This thread's object, made on first use, as a raw pointer: the
    /// caller knows its type (`Unmanaged<T>.fromOpaque`).
    @inline(__always)
    var current: UnsafeMutableRawPointer {
        if let value = pthread_getspecific(key) { return value }
        let object = Unmanaged.passRetained(make()).toOpaque()
        pthread_setspecific(key, object)
        return object
    }
}

/// A number that identifies the running thread while it runs (never 0).
@inline(__always)
func currentThreadIdentity() -> UInt {
    #if canImport(Darwin)
        // Darwin's `pthread_t` is a pointer.
        UInt(bitPattern: pthread_self())
    #else
        // glibc's and musl's is an unsigned integer.
        UInt(pthread_self())
    #endif
}

/// An address on the calling thread's stack, to measure how deep a call is.
@inline(never)
func stackAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}
