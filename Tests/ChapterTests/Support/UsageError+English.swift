import Narration
import WorkbookKit

extension UsageError {
    /// The error whose English is `message`, to compare with a thrown one:
    /// errors compare by their English.
    init(_ message: String) {
        self.init(Bilingual(en: message, zh: message))
    }
}
