import Synchronization
import WorkbookKit

/// Notes a grading leaves for the learner on a grade that passes: what a
/// check could not be sure of, said instead of refusing.
///
/// ```swift
/// let notes = GradeNotes()
/// notes.add(Bilingual(en: "Note: …", zh: "说明：…"))
/// notes.all   // the notes, in order
/// ```
public final class GradeNotes: Sendable {
    private let notes = Mutex<[Bilingual]>([])

    /// No notes yet.
    public init() {}

    /// Adds `note`, unless it is already there.
    public func add(_ note: Bilingual) {
        notes.withLock { if !$0.contains(note) { $0.append(note) } }
    }

    /// The notes, in the order they were added.
    public var all: [Bilingual] { notes.withLock { $0 } }
}
