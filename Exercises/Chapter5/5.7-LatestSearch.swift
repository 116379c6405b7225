import ExerciseSupport

/// Exercise 5.7 · Keep only the latest search, cancelling the one before
/// 练习 5.7 · 只保留最新的搜索，取消之前那次
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
/// which searches start, which are cancelled, and what the box shows. A story
/// has up to 200 keystrokes; a query up to 120 characters.
///
/// 任务：搜索框随用户输入而搜索，一次搜索要花一会儿：旧的搜索可能在新的之后才应
/// 答，它的结果绝不能显示。第 4 章用 `switchToLatest` 只保留最新搜索的结果；
/// “如今”一节用任务来做同样的事。请完成 `type(_:)`，搜索框在每次按键时用完整的
/// 查询调用它：先取消前一次搜索的任务（如果有）；再启动一个任务，搜索 `query`，
/// 搜索应答后把结果显示在 `results` 里，除非这个任务在此期间已被取消。取消只是
/// 请求：搜索可能照样应答，所以要在 await 之后检查 `Task.isCancelled`。失败的搜
/// 索让结果保持原样，在某次搜索应答之前的按键也是如此。空查询立即显示没有结果，
/// 并且什么都不搜。一切都在 main actor 上运行：搜索框、它的任务，以及
/// `search`。
///
/// 评分：评分器在虚拟时钟（一个 `TestClock`）上，按下面的时间线和几百个随机生成
/// 的时间线输入查询（任意文字的查询，也有空的；按键相隔几毫秒或几秒，也有几个在
/// 同一时刻的；搜索应答得快或慢、失败，或被取消了照样应答），并一刻一刻地与参考
/// 答案对比哪些搜索开始了、哪些被取消了，以及搜索框显示什么。一条时间线最多
/// 200 次按键；一个查询最长 120 个字符。
///
/// ```
/// 0 s:    typed "ca"   a search for "ca" starts (it takes 0.5 s)
/// 0.2 s:  typed "cat"  the search for "ca" is cancelled; one for "cat" starts (0.1 s)
/// 0.3 s:  the search for "cat" answers; the box shows its results
/// ```
/// 图中：0 秒输入 `"ca"`，开始搜索 `"ca"`（要 0.5 秒）；0.2 秒输入 `"cat"`，
/// 对 `"ca"` 的搜索被取消，开始搜索 `"cat"`（要 0.1 秒）；
/// 0.3 秒对 `"cat"` 的搜索应答，搜索框显示它的结果。
///
/// 本练习册：第 5 章“如今：只留最新的 Task”（新任务取消前一个任务，
/// 就像 `-switchToLatest` 释放前一个信号）
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
