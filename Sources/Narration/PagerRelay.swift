import Foundation
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The thread between a paged chapter and its pager: it passes on what the
/// chapter prints, keeps a copy, and notices when the pager goes.
///
/// It reads the chapter's pipe until the chapter lets go of it
/// (`Pager.finish()`), writing each piece on to the pager. When the pager's
/// pipe breaks, the pager has ended. If it exited with status 0, or a signal
/// stopped it, the reader quit early, and the chapter ends at once, quietly,
/// with exit code 0. If it exited with any other status it failed
/// (`PAGER=false`; `sh: 1: pagr: not found` is status 127): the relay says so
/// in one line on standard error, writes its copy to the terminal, and from
/// then on writes straight there. A pager that fails without breaking its
/// pipe (it ends while the chapter is quiet) is noticed the same way, when
/// `Pager.finish()` waits for it.
///
/// ```swift
/// let failure = Bilingual(en: "Chapter1: the pager (false)", zh: "Chapter1：分页程序（false）")
/// let relay = PagerRelay.start(from: chapter, to: pagerInput, pager: process,
///                              terminal: terminal, failure: failure, language: .english)
/// relay.waitUntilDone()   // after the chapter has closed its end
/// // prints, if false was the pager: Chapter1: the pager (false) exited with status 1; …
/// ```
///
/// Book: no equivalent; the book is paged by turning pages.
final class PagerRelay: Sendable {
    /// The most of the chapter's text kept in case the pager fails: 16 MiB.
    /// Past it the copy is dropped, and a failure says the text so far is lost.
    static let maximumCopy = 16 << 20

    private let done = DispatchSemaphore(value: 0)

    private init() {}

    /// Starts relaying from `chapter` (the read end of the chapter's pipe) to
    /// `pagerInput`, for the pager `process`; `terminal` is where the text
    /// goes if the pager fails, and `failure` begins the line that says so.
    static func start(
        from chapter: Int32, to pagerInput: Int32, pager process: pid_t, terminal: Int32,
        failure: Bilingual, language: Language
    ) -> PagerRelay {
        let relay = PagerRelay()
        let thread = Thread { [done = relay.done] in
            pass(
                from: chapter, to: pagerInput, pager: process, terminal: terminal,
                failure: failure.text(in: language), chinese: language == .chinese)
            done.signal()
        }
        thread.name = "Pager.relay"
        thread.start()
        return relay
    }

    /// Waits until the chapter's pipe has ended and the pager with it.
    func waitUntilDone() {
        done.wait()
    }

    /// The relay's loop, on its own thread.
    private static func pass(
        from chapter: Int32, to pagerInput: Int32, pager process: pid_t, terminal: Int32,
        failure: String, chinese: Bool
    ) {
        var copy: [UInt8] = []
        var copyLost = false
        var paging = true
        /// Says why in one line, then prints the copy: the pager will show nothing.
        func printWithoutPager(_ status: Int32) {
            paging = false
            let line =
                chinese
                ? "\(failure)以状态 \(status) 退出；本章改为直接输出，不经过分页程序"
                    + (copyLost ? "（开头 16 MiB 及之后的部分已丢失）" : "")
                : "\(failure) exited with status \(status); the chapter is printed without it"
                    + (copyLost ? " (its first 16 MiB and more are lost)" : "")
            writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
            writeAll(copy, to: terminal)
            copy = []
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(chapter, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let piece = Array(buffer[..<count])
            guard paging else {
                writeAll(piece, to: terminal)
                continue
            }
            if !copyLost, copy.count <= maximumCopy - count {
                copy += piece
            } else {
                copyLost = true
                copy = []
            }
            guard !writeAll(piece, to: pagerInput) else { continue }
            guard let why = failureOfChild(process) else { _exit(0) }  // the reader quit
            printWithoutPager(why)
        }
        close(chapter)
        close(pagerInput)
        if paging, let why = failureOfChild(process) { printWithoutPager(why) }
    }

    /// Writes all of `bytes`; false if the descriptor will take no more.
    @discardableResult
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
