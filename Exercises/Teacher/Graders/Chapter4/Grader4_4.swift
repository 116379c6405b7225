import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.4: `latestResults` behaves as the reference in many stories of
    /// queries and searches: only the latest search's results, each stale
    /// search disposed when the next query comes, and the queries subscribed
    /// once.
    static let latestResults = Grader("4.4") { judge in
        var stories = Inputs.stories(
            sources: ["queries"], inner: "search",
            examples: [Story(["queries": "-s----tu----|"], inner: ("search", "--1-(2|)"))])
        stories.edgeCases += [
            Story(["queries": "-a---------|"], inner: ("search", "-1-2-3|")),
            Story(["queries": "-a--a---|"], inner: ("search", "--1--2|")),
            Story(["queries": "-a-#"], inner: ("search", "---1|")),
            Story(["queries": "-a---b---|"], inner: ("search", "#")),
            Story(["queries": "-ab-(ba)--a-|"], inner: ("search", "-1-2-3-4-5|")),
        ]
        try compareStories(
            "latestResults(for: queries, search: search)",
            judge.answer(Chapter4Calls.latestResults),
            with: judge.reference(Chapter4Calls.latestResults), on: stories, seed: judge.seed,
            maxSize: 14, hint: 2,
            because: Bilingual(
                en: "Keep only the latest search: dispose the stale one when the next query "
                    + "comes.\n  Complete after the queries and the last search; pass any error on.",
                zh: "只保留最新的搜索：下一个查询到来时，释放过时的那个。\n  在查询和最后一次搜索都结束后完成；遇到错误就传下去。"),
            diagnose: { _, expected, got in
                let queries = { (playback: Playback<String>) in
                    playback.subscriptions.first { $0.what == "queries" }?.spans.count ?? 0
                }
                guard queries(got) > queries(expected) else { return nil }
                return Diagnosis(
                    hint: 2,
                    en: "queries was subscribed \(counted(queries(got), "time")), not "
                        + "\(counted(queries(expected), "time")): your answer uses queries more than "
                        + "once,\n  and each use of a cold signal, such as takeUntil(queries) inside a "
                        + "search,\n  subscribes to it again. Hint 2 shows an operator that keeps only "
                        + "the latest search by itself.",
                    zh: "queries 被订阅了 \(queries(got)) 次，而不是 \(queries(expected)) 次："
                        + "你的答案用了不止一次 queries，\n  而对冷信号的每次使用（比如在搜索里用 takeUntil(queries)）"
                        + "\n  都会再订阅它一次。提示 2 讲的是一个自己就只保留最新搜索的操作符。")
            })
        try checkUses(
            judge.source.function("latestResults"), oneOf: [.call("switchToLatest")],
            because: Bilingual(
                en:
                    "This exercise practises switchToLatest: let it drop the search a newer one replaces.",
                zh: "这个练习练的是 switchToLatest：让它丢掉被新搜索取代的旧搜索。"))
    }
}
