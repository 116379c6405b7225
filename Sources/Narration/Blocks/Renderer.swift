import WorkbookKit

/// Where a narrator's story goes: laid out as terminal text as it is told,
/// or kept as blocks for a rendering of its own, such as a web page.
///
/// ```swift
/// let terminal = Narrator { print($0, terminator: "") }      // .terminal
/// let recorder = BlockRecorder()
/// let web = Narrator(recordingInto: recorder)                 // .blocks
/// web.output("42")
/// print(HTMLPage(title: "Answer", language: .english, blocks: recorder.blocks).html.count > 0)
/// // prints true
/// ```
///
/// Book: no equivalent.
public enum Renderer: Sendable {
    /// Terminal text: each finished line, with its newline, goes to the closure.
    case terminal(@Sendable (String) -> Void)
    /// Structured blocks, kept in order by the recorder.
    case blocks(BlockRecorder)
}

extension Narrator {
    /// A narrator that keeps what it is told as blocks in `recorder`, for a
    /// web page; it lays nothing out, so it has no colour, and its width, 80,
    /// is only for text that has no block of its own.
    public init(
        recordingInto recorder: BlockRecorder, apparatus: Apparatus? = nil,
        language: Language = .english
    ) {
        self.init(
            width: 80, colour: false, apparatus: apparatus, language: language,
            renderer: .blocks(recorder))
    }

    /// Whether this narrator records blocks; if so, `block` is recorded and
    /// the caller lays nothing out.
    ///
    /// Each of the narrator's calls starts with it:
    /// `if record(.output(lines)) { return }`, then the terminal layout.
    func record(_ block: @autoclosure () -> Block) -> Bool {
        guard case .blocks(let recorder) = renderer else { return false }
        recorder.append(block())
        return true
    }

    /// Whether this narrator records blocks rather than writing text.
    var isRecording: Bool {
        if case .blocks = renderer { return true }
        return false
    }
}
