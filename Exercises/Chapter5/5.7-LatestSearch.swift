import ExerciseSupport

/// Exercise 5.7 · Keep only the latest search, cancelling the one before
///
/// A search box searches as the user types, and a search takes a while: an
/// older one may answer after a newer one, and its results must never show.
/// In Chapter 4, `switchToLatest` kept only the latest search's results; the
/// Today section does it with tasks. Complete `type(_:)`, which the
/// box calls with the whole query at each keystroke: cancel the task of the
/// search before, if any; then start a task that searches for `query` and,
/// once the search answers, shows its results in `results`, unless the task
/// was cancelled meanwhile. Cancelling only asks: a search may answer anyway,
/// so check `Task.isCancelled` after the await. A failed search leaves the
/// results as they were, and so do keystrokes until a search answers. An
/// empty query shows no results at once, and searches for nothing. Everything
/// runs on the main actor: the box, its tasks, and `search`.
///
/// Graded: on a virtual clock (a `TestClock`), the grader types the queries of
/// the story below and a few hundred generated ones (queries of any text,
/// empty ones too; keystrokes milliseconds or seconds apart, several at the
/// same moment; searches that answer fast or slow, fail, or answer even when
/// cancelled), and compares with the reference solution, moment by moment,
/// which searches start, which are cancelled, and what the box shows.
///
/// ```
/// 0 s:    typed "ca"   a search for "ca" starts (it takes 0.5 s)
/// 0.2 s:  typed "cat"  the search for "ca" is cancelled; one for "cat" starts (0.1 s)
/// 0.3 s:  the search for "cat" answers; the box shows its results
/// ```
///
/// Book: chapter 5, Today: only the latest task (a new task cancels the
/// one before, as `-switchToLatest` disposes of the signal before)
@MainActor public final class SearchBox {
    /// The results on show: those of the latest search that answered.
    public private(set) var results: [String] = []
    private let search: @MainActor (String) async throws -> [String]
    private var searching: Task<Void, Never>?

    /// A search box that searches with `search`.
    public init(search: @escaping @MainActor (String) async throws -> [String]) {
        self.search = search
    }

    /// The query is now `query`: search for it, and for nothing older.
    public func type(_ query: String) {
        // TODO(5.7): cancel searching; for a query, start a task that searches and shows the results.
        notAttempted("5.7")
    }
}
