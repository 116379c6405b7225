import ExerciseSupport
import Reactive

/// Exercise 4.2 · Fetch once, replay to late subscribers
/// 练习 4.2 · 只请求一次，重放给晚来的订阅者
///
/// `fetch` is a cold signal that downloads a profile: it sends a quick
/// preview, then the full profile, and completes (some fetches send more
/// updates than two, some fail). Return a signal that runs the fetch once,
/// when the first subscriber arrives, and gives every subscriber, however
/// late, everything the fetch sent: the values so far at once, then the rest
/// as they come, then the completion or the error. The fetch runs to its end
/// even if every subscriber leaves before then, so that a later one still
/// gets all of it.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories and in crowds of up to 41 subscribers: the replay, by subscribers
/// who come late (while the fetch runs, after it ended or failed, after
/// everyone else left), with fetches of any length, dozens of values too;
/// fetching once and only when asked, by counting the fetch's subscriptions.
/// Last it reads the compiled answer for a replay: `replayLazily`, `replay`
/// or a `ReplaySubject` whose `signal` you read.
///
/// 任务：`fetch` 是一个下载个人资料的冷信号：它先发一个快速预览，再发完整的资料，
/// 然后完成（有的下载会发出两个以上的更新，有的会失败）。返回一个信号，在第一个
/// 订阅者到来时运行一次下载，并把下载发出的一切交给每个订阅者，无论他来得多晚：
/// 已有的值马上给，其余的随到随给，最后是完成或错误。即使所有订阅者都在下载结束
/// 前离开，下载也要运行到底，这样之后来的订阅者仍能拿到全部。
///
/// 评分：评分器在测试调度者上运行许多时间线，与参考答案逐一比较，每条时间线上有
/// 一群（最多 41 个）来来去去的订阅者。它检查重放（replay）：订阅者来得很晚（下
/// 载进行中、下载完成或失败之后、其他人都已离开之后），下载长度任意，有的多达几
/// 十个值。是否只下载一次、是否只在被要求时才下载，则看 `fetch` 被订阅了几次。
/// 最后它读编译出来的答案，看有没有用重放：`replayLazily`、`replay` 或
/// 读取了 `signal` 的 `ReplaySubject`。
///
/// ```
/// fetch (cold):   --p-(f|)       p = preview, f = full profile
/// A at 1:         ---p-(f|)
/// B at 4:         ----p(f|)
/// C at 8:         --------(pf|)
/// the fetch:      -^---!         one subscription, from 1 to 5
/// ```
/// 图中：fetch 是冷信号；p = preview（预览），f = full profile（完整的资料）；
/// A、B、C 分别在第 1、4、8 刻订阅；(f|) 表示 f 和完成事件在同一刻到达，
/// (pf|) 表示 p、f 和完成事件在同一刻到达；最后一行是下载本身：只被订阅一次，
/// 从第 1 刻到第 5 刻。
///
/// 书中：第 4 章“组播”（`-[RACSignal replayLazily]`、RACReplaySubject）
/// Book: chapter 4, Multicasting (`-[RACSignal replayLazily]`, RACReplaySubject)
public func cachedFetch(_ fetch: Signal<String>) -> Signal<String> {
    // TODO(4.2): share the fetch through a replay, started by the first subscriber.
    notAttempted("4.2")
}
