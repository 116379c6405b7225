/// Exercise 5.7 · Keep only the latest search, cancelling the one before: the
/// reference solution.
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
        // Whatever the new query, the search before is out of date.
        // 中文：不管新的查询是什么，之前的搜索都过时了。
        searching?.cancel()
        guard !query.isEmpty else {
            searching = nil
            results = []
            return
        }
        let search = search
        // The task is made on the main actor, so it runs there: it and
        // `type` never run at the same time, and `results` needs no lock.
        // 中文：这个任务是在主 actor 上创建的，所以它就在那里运行：它和 `type`
        // 从不同时运行，`results` 不需要锁。
        searching = Task {
            do {
                let found = try await search(query)
                // Cancelling only asks: a search that ignores it answers all
                // the same. A newer keystroke owns the box now.
                // 中文：取消只是请求：不理会取消的搜索照样会给出答案。现在这个
                // 框归更新的那次按键所有。
                guard !Task.isCancelled else { return }
                results = found
            } catch {
                // A failed or cancelled search leaves the results as they were.
                // 中文：失败或被取消的搜索不改动结果。
            }
        }
    }
}
