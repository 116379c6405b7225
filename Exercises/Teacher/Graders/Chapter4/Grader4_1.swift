import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.1: `shareFeed` behaves as the reference in many stories of two
    /// subscribers coming and going, and in crowds of dozens: what each
    /// hears and when, and one subscription to the feed, from the first
    /// arrival until the last departure.
    static let shareFeed = Grader("4.1") { judge in
        let because =
            Bilingual(
                en:
                    "Share one subscription to the feed: connect when the first subscriber arrives,\n  "
                    + "disconnect when the last one leaves, and give a latecomer only the prices sent "
                    + "after\n  it joined.",
                zh: "共用一次对 feed 的订阅：第一个订阅者到来时连接，\n  最后一个离开时断开；晚来的订阅者只拿到它加入之后\n  发出的报价。")
        try compareStories(
            "shareFeed(feed)", judge.answer(Chapter4Calls.shareFeed),
            with: judge.reference(Chapter4Calls.shareFeed),
            on: .sharingStories(
                source: "feed",
                examples: [
                    Story(
                        ["feed": "--a-b-c-d-e-f-g-h-i-j"], cold: ["feed"], subscribeAt: 1,
                        disposeAt: 8, lateSubscriberAt: 4, lateDisposeAt: 12)
                ]),
            seed: judge.seed, hint: 2, because: because)
        try compareTraces(
            "shareFeed(feed)", judge.answer(Chapter4Calls.shareFeedInACrowd),
            with: judge.reference(Chapter4Calls.shareFeedInACrowd),
            on: .crowds(examples: []), seed: judge.seed,
            describe: { $0.told(as: "the feed") }, hint: 2, because: because)
    }
}
