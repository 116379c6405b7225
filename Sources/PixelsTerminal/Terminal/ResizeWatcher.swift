import Dispatch
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Calls back with the new terminal size each time the window is resized.
///
/// Listens for SIGWINCH through `SignalRelay`, so the handler runs on `queue`
/// in ordinary code, not inside a signal handler. Stop with `cancel()`.
///
/// ```swift
/// let watcher = ResizeWatcher { size in print("now \(size)") }
/// // prints now 100x30 after the window is resized
/// ```
///
/// Book: none; the book's app turns rotation off (UIKit would call
/// `-viewWillLayoutSubviews`).
public final class ResizeWatcher: Sendable {
    private let observer: Mutex<Int?>

    /// Starts watching the terminal on `descriptor`; `onResize` runs on `queue`.
    public init(
        descriptor: Int32 = STDOUT_FILENO, queue: DispatchQueue = .global(),
        onResize: @escaping @Sendable (TerminalSize) -> Void
    ) {
        let id = SignalRelay.shared.observe(SIGWINCH) { _ in
            queue.async { onResize(TerminalSize.current(descriptor)) }
        }
        observer = Mutex(id)
    }

    /// Stops watching. Only the first call does anything.
    public func cancel() {
        let id = observer.withLock { state in
            defer { state = nil }
            return state
        }
        if let id { SignalRelay.shared.remove(id) }
    }

    deinit {
        cancel()
    }
}
