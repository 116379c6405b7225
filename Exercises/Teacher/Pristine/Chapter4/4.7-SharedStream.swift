import ExerciseSupport

/// Exercise 4.7 · Share one run of an async sequence among several readers
/// 练习 4.7 · 让几个读取方共享异步序列的同一次运行
///
/// `source` is cold, as the Today section's status request is: each loop over
/// it runs its work again. Return `readers` streams (at least one) that each
/// give every element of one run of `source`, in order, and then end. Make a
/// stream and its continuation for each reader (`AsyncStream.makeStream`),
/// then start one task that loops over `source` once, yields each element to
/// every continuation, and finishes them all when the source ends: the Today
/// section's broadcaster with its loop inside. Leave each stream's buffering
/// at its default, unbounded, so that a reader who starts late, even after
/// the source has ended, still gets everything.
///
/// Graded: the grader reads your streams one after another (all of one, then
/// all of the next), in the order the story gives, and compares with the
/// reference solution what each reader got, whether each stream ended, how
/// many times the source ran and how many elements it worked out; on the
/// example below and a few hundred generated cases: 1 to 100 readers,
/// 50 and 51 among them; sources of any Int, empty or thousands long.
///
/// 任务：`source` 是冷的，就像“如今”一节里的状态请求：每次对它循环都会把它的工
/// 作重做一遍。返回 `readers` 个流（至少一个），每个都按顺序给出 `source` 同一
/// 次运行的每个元素，然后结束。为每个读取方创建一个流和它的 continuation
/// （`AsyncStream.makeStream`），然后启动一个任务，对 `source` 只循环一次，把每个
/// 元素 yield 给每个 continuation，源结束时让它们全部 finish：这就是“如今”一节
/// 里那个广播器，只是循环放在了里面。每个流的缓冲保持默认，即无上限，这样晚开始
/// 的读取方，哪怕在源结束之后才开始，仍能拿到全部。
///
/// 评分：评分器按时间线给出的顺序逐个读你的流（读完一个，再读下一个），再与参考
/// 答案比较：每个读取方拿到了什么，每个流是否结束，源运行了几次，一共算出了多少
/// 个元素。情形有下面的例子，还有几百个随机生成的：1 到 100 个读取方，
/// 其中有 50 个和 51 个的；源的元素为任意 Int，有空的，也有长达几千个的。
///
/// ```swift
/// let streams = shared(statusRequests, readers: 2)   // statusRequests: "200 OK" once per run
/// for await status in streams[0] { print(status) }   // prints 200 OK
/// for await status in streams[1] { print(status) }   // prints 200 OK: the same run
/// ```
/// 示例中：`statusRequests` 每运行一次发出一个 `"200 OK"`；
/// 两个循环都打印 `200 OK`，而且来自同一次运行。
///
/// 本练习册：第 4 章“如今：共享异步序列”（让每个读取方共享同一次运行，
/// 就像 `-[RACSignal publish]` 和 `-[RACMulticastConnection connect]`
/// 让信号做到的那样）
/// Book: chapter 4, Today: sharing async sequences (one run for every reader,
/// as `-[RACSignal publish]` and `-[RACMulticastConnection connect]` give a signal)
public func shared(_ source: some AsyncSequence<Int, Never> & Sendable, readers: Int)
    -> [AsyncStream<Int>]
{
    // TODO(4.7): a stream per reader; one task loops over source, yields to each, finishes all.
    notAttempted("4.7")
}
