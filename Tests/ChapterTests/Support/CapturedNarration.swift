import Narration
import Synchronization
import WorkbookKit

/// A narrator whose output is kept in memory, for testing the kit without a process.
final class CapturedNarration: Sendable {
    private let text = Mutex("")

    /// A narrator writing into this capture, with the notes of `apparatus` if
    /// given, speaking `language`.
    func narrator(
        width: Int = 80, colour: Bool = false, apparatus: Apparatus? = nil,
        language: Language = .english
    ) -> Narrator {
        Narrator(width: width, colour: colour, apparatus: apparatus, language: language) {
            [self] line in
            text.withLock { $0 += line }
        }
    }

    /// Everything written so far.
    var output: String {
        text.withLock { $0 }
    }
}
