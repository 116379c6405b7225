import Chapter5Calls

/// Wrong answers to exercise 5.7 that its grader must catch, each handing
/// back the parts of a box whose `type(_:)` makes one mistake.
public enum Mutants5_7 {
    /// Starts each search without cancelling the one before: an older,
    /// slower search may answer last and show its results.
    @MainActor public static func neverCancels(_ search: @escaping Search) -> SearchParts {
        parts(Box(search, cancels: false))
    }

    /// Cancels the search before, but shows whatever a search answers
    /// without checking that its task was not cancelled meanwhile.
    @MainActor public static func showsCancelledResults(_ search: @escaping Search)
        -> SearchParts
    {
        parts(Box(search, checksCancellation: false))
    }

    /// Searches for an empty query like any other, and keeps the old
    /// results until that search answers.
    @MainActor public static func searchesForAnEmptyQuery(_ search: @escaping Search)
        -> SearchParts
    {
        parts(Box(search, clearsWhenEmpty: false))
    }

    /// Clears the results when a search fails.
    @MainActor public static func clearsOnFailure(_ search: @escaping Search) -> SearchParts {
        parts(Box(search, clearsOnFailure: true))
    }

    /// Clears the results at every keystroke, before the new search answers.
    @MainActor public static func clearsAtEachKeystroke(_ search: @escaping Search)
        -> SearchParts
    {
        parts(Box(search, clearsAtKeystroke: true))
    }

    @MainActor private static func parts(_ box: Box) -> SearchParts {
        SearchParts(type: { box.type($0) }, results: { box.results })
    }
}

/// The reference box with one of its rules switched, for the mutants.
@MainActor private final class Box {
    var results: [String] = []
    private let search: Search
    private var searching: Task<Void, Never>?
    private let cancels: Bool
    private let checksCancellation: Bool
    private let clearsWhenEmpty: Bool
    private let clearsOnFailure: Bool
    private let clearsAtKeystroke: Bool

    init(
        _ search: @escaping Search, cancels: Bool = true, checksCancellation: Bool = true,
        clearsWhenEmpty: Bool = true, clearsOnFailure: Bool = false,
        clearsAtKeystroke: Bool = false
    ) {
        self.search = search
        self.cancels = cancels
        self.checksCancellation = checksCancellation
        self.clearsWhenEmpty = clearsWhenEmpty
        self.clearsOnFailure = clearsOnFailure
        self.clearsAtKeystroke = clearsAtKeystroke
    }

    func type(_ query: String) {
        if cancels { searching?.cancel() }
        if clearsWhenEmpty && query.isEmpty {
            searching = nil
            results = []
            return
        }
        if clearsAtKeystroke { results = [] }
        let search = search
        let (checks, clears) = (checksCancellation, clearsOnFailure)
        searching = Task {
            do {
                let found = try await search(query)
                if checks && Task.isCancelled { return }
                self.results = found
            } catch {
                if clears && !(error is CancellationError) { self.results = [] }
            }
        }
    }
}
