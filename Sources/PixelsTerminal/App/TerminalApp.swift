import Dispatch
import Foundation
import Reactive

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs the app on the terminal until the user quits: raw keys in, frames
/// out, a new layout on each resize.
///
/// A thread reads keys and hands them to the window on the main scheduler;
/// the window's frames are written to the terminal; SIGWINCH resizes the
/// window. The main loop is `MainScheduler.run(until:)`, which is also where
/// the importer delivers. The terminal is restored when the user quits, and
/// on Ctrl-C, an error or `exit` (see `TerminalSession`).
///
/// ```swift
/// try TerminalApp.run(window, mode: .trueColor)   // returns when the user quits
/// ```
///
/// Book: `UIApplicationMain`, which runs the app's main loop
enum TerminalApp {
    /// Shows `window` on the terminal in `mode` until the user quits.
    static func run(_ window: AppWindow, mode: ColorMode) throws(TerminalError) {
        fflush(nil)
        let session = try TerminalSession.start()
        defer { session.end() }
        window.resize(to: TerminalSize.current())
        let lastSize = Locked<TerminalSize?>(nil)
        let drawing = window.frames.subscribeNext { frame in
            let resized = lastSize.withLock { last in
                defer { last = frame.size }
                return last != frame.size
            }
            TerminalOutput.write((resized ? ANSI.clearScreen : "") + frame.terminalOutput(in: mode))
        }
        let resizing = ResizeWatcher(queue: .main) { size in window.resize(to: size) }
        let keys = KeyThread(window: window, keyboard: session.keyboard)
        MainScheduler.shared.run { window.isFinished }
        keys.stop()
        resizing.cancel()
        drawing.dispose()
    }
}

/// The thread that reads keys and hands them to the window on the main scheduler.
private final class KeyThread: Sendable {
    private let stopping = Locked(false)
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts reading `keyboard` for `window`; the end of input quits.
    init(window: AppWindow, keyboard: Int32) {
        let reader = KeyReader(descriptor: keyboard)
        let thread = Thread { [self] in
            while !stopping.withLock({ $0 }) {
                guard let keys = reader.next(waitingAtMost: .milliseconds(100)) else {
                    MainScheduler.shared.schedule { window.quit() }
                    break
                }
                guard !keys.isEmpty else { continue }
                MainScheduler.shared.schedule {
                    for key in keys where !window.isFinished { window.handle(key) }
                }
            }
            stopped.signal()
        }
        thread.name = "Pixels.keys"
        thread.start()
    }

    /// Stops reading (within a tenth of a second) and waits for the thread to end.
    func stop() {
        stopping.withLock { $0 = true }
        _ = stopped.wait(timeout: .now() + 1)
    }
}
