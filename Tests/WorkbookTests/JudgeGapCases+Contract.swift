extension JudgeGapCase {
    /// Wrong answers a fifth tester wrote that break what the task says, in
    /// a way only inputs beyond any story would show (a bounded buffer), or
    /// only a story with the same query typed twice.
    static let wrongContract: [JudgeGapCase] = [
        JudgeGapCase(
            id: "4.7", name: "streams that buffer at most 65,536 elements",
            text: """
                public func shared(_ source: some AsyncSequence<Int, Never> & Sendable, readers: Int)
                    -> [AsyncStream<Int>]
                {
                    let pairs = (0..<readers).map { _ in
                        AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingOldest(1 << 16))
                    }
                    let continuations = pairs.map(\\.continuation)
                    Task {
                        for await element in source {
                            for continuation in continuations { continuation.yield(element) }
                        }
                        for continuation in continuations { continuation.finish() }
                    }
                    return pairs.map(\\.stream)
                }
                """, refusedWith: "bufferingOldest"),
        JudgeGapCase(
            id: "5.7",
            name: "a search that checks its query is still the latest, not its cancellation",
            text: """
                @MainActor public final class SearchBox {
                    /// The results on show: those of the latest search that answered.
                    public private(set) var results: [String] = []
                    private let search: @MainActor (String) async throws -> [String]
                    private var searching: Task<Void, Never>?
                    private var latestQuery = ""

                    /// A search box that searches with `search`.
                    public init(search: @escaping @MainActor (String) async throws -> [String]) {
                        self.search = search
                    }

                    public func type(_ query: String) {
                        searching?.cancel()
                        latestQuery = query
                        guard !query.isEmpty else {
                            searching = nil
                            results = []
                            return
                        }
                        let search = search
                        searching = Task {
                            guard let found = try? await search(query) else { return }
                            guard query == self.latestQuery else { return }
                            results = found
                        }
                    }
                }
                """, refusedWith: "cat 1"),
    ]
}
