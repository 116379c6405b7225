import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.2: `cachedFetch` behaves as the reference in many stories of
    /// subscribers who come early and late, and in crowds of dozens with
    /// fetches of dozens of values: one fetch, started by the first, and
    /// everything it sent replayed to each, however late.
    static let cachedFetch = Grader("4.2") { judge in
        let because =
            Bilingual(
                en:
                    "Fetch once, when the first subscriber arrives, and let the fetch run to its end;\n  "
                    + "give every subscriber, however late, every value it sent and how it ended.",
                zh: "fetch 只运行一次，在第一个订阅者到来时开始，并让 fetch 一直运行到结束；\n  每个订阅者不管来得多晚，"
                    + "都拿到它发出的每个值，以及它是怎样结束的。")
        try compareStories(
            "cachedFetch(fetch)", judge.answer(Chapter4Calls.cachedFetch),
            with: judge.reference(Chapter4Calls.cachedFetch),
            on: .sharingStories(
                source: "fetch",
                examples: [4, 8].map { late in
                    Story(
                        ["fetch": "--p-(f|)"], cold: ["fetch"], subscribeAt: 1,
                        lateSubscriberAt: late)
                }),
            seed: judge.seed, hint: 2, because: because)
        try compareTraces(
            "cachedFetch(fetch)", judge.answer(Chapter4Calls.cachedFetchInACrowd),
            with: judge.reference(Chapter4Calls.cachedFetchInACrowd),
            on: .crowds(examples: []), seed: judge.seed,
            describe: { $0.told(as: "the fetch") }, hint: 2, because: because)
        try checkUses(
            judge.source.function("cachedFetch"),
            oneOf: [.call("replayLazily"), .call("replay"), .read("ReplaySubject.signal")],
            avoiding: [.call("Signal.init")],
            because: Bilingual(
                en: "This exercise practises replay: let replayLazily (or a ReplaySubject) keep "
                    + "what the fetch sent, rather than a cache of your own.",
                zh: "这个练习练的是重放：让 replayLazily（或一个 ReplaySubject）保存 fetch 发出的东西，"
                    + "而不是自己写一个缓存。"))
    }
}
