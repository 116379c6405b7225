import Synchronization

/// Keeps the blocks a narrator hands it, in order, for a second rendering.
///
/// Consecutive live output joins one `output` block, and lines written
/// without a block of their own join one `preformatted` block until the next
/// blank line. It is `Sendable`: a subscription's callback on another thread
/// may narrate through it.
///
/// ```swift
/// let recorder = BlockRecorder()
/// recorder.append(.output(["1"]))
/// recorder.append(.output(["2"]))
/// print(recorder.blocks)   // prints [output(["1", "2"])]
/// ```
///
/// Book: no equivalent.
public final class BlockRecorder: Sendable {
    private struct State {
        var blocks: [Block] = []
        /// Whether the last block is preformatted text still taking lines.
        var linesOpen = false
    }

    private let state = Mutex(State())

    /// A recorder with no blocks yet.
    public init() {}

    /// The blocks recorded so far.
    public var blocks: [Block] {
        state.withLock { $0.blocks }
    }

    /// Adds `block`; output straight after output joins it.
    public func append(_ block: Block) {
        state.withLock { state in
            state.linesOpen = false
            if case .output(let more) = block, case .output(let lines) = state.blocks.last {
                state.blocks[state.blocks.count - 1] = .output(lines + more)
            } else {
                state.blocks.append(block)
            }
        }
    }

    /// Adds one line of laid-out text to the open preformatted block, or starts one.
    func append(line: String) {
        state.withLock { state in
            if state.linesOpen, case .preformatted(let lines) = state.blocks.last {
                state.blocks[state.blocks.count - 1] = .preformatted(lines + [line])
            } else {
                state.blocks.append(.preformatted([line]))
                state.linesOpen = true
            }
        }
    }

    /// Ends the open preformatted block, as a blank line does on a terminal.
    func endLines() {
        state.withLock { $0.linesOpen = false }
    }
}
