import ExerciseSupport

/// Exercise 3.7 · Wrap a callback API in an AsyncStream that cleans up after itself
/// 练习 3.7 · 用会自行清理的 AsyncStream 包装回调式 API
///
/// A doorbell library tells its observers each visitor's name, as
/// NotificationCenter tells its observers each notification:
/// `addObserver(handler)` registers a handler and returns a token, and
/// `removeObserver(token)` unregisters it. Return an AsyncStream of the
/// visitors' names: register one handler when the stream is made, yield each
/// name it hears into the stream, and unregister when the stream ends, in the
/// continuation's `onTermination`: a reader whose task is cancelled must leave
/// no observer behind. Every name rung between the stream's making and its
/// end is read, in order, even those rung before the reader asks.
///
/// Graded: the grader makes up to 41 streams, rings names of any text (empty
/// ones, spaces and line breaks, emoji, CJK), then reads each stream in a task
/// that it cancels, and compares with the reference solution, step by step,
/// the names each reader got and how many observers the doorbell has after
/// each stream is made and after each reader ends; on the example below and a
/// few hundred generated stories. Names have up to 120 letters; a story rings
/// up to 2,000 times.
///
/// 任务：一个门铃库把每位访客的名字告诉它的观察者，就像 NotificationCenter 把每
/// 条通知告诉它的观察者一样：`addObserver(handler)` 注册一个处理函数并返回一个
/// 令牌，`removeObserver(token)` 注销它。返回一个由访客名字组成的 AsyncStream：
/// 创建流时注册一个处理函数，把它听到的每个名字 yield 进流里，在流结束时（在
/// continuation 的 `onTermination` 里）注销：读取方的任务被取消后，不能留下任何
/// 观察者。从流创建到它结束之间响起的每个名字都要按顺序读到，包括读取方开口要之
/// 前响起的那些。
///
/// 评分：评分器最多创建 41 个流，用任意文字（空的、带空格和换行的、emoji、中日
/// 韩文字）的名字按响门铃，然后在一个会被它取消的任务里读每个流；它用下面的例子
/// 和几百个随机生成的情形，一步一步地与参考答案对比：每个读取方读到了哪些名字，
/// 以及每个流创建之后、每个读取方结束之后门铃上还有多少个观察者。名字最多 120
/// 个字母；一个情形最多按响 2,000 次。
///
/// ```swift
/// let visitors = ringStream(
///     addObserver: doorbell.addObserver, removeObserver: doorbell.removeObserver)
/// doorbell.ring("Ana")
/// doorbell.ring("Bo")
/// let reader = Task { for await name in visitors { print(name) } }   // prints Ana, Bo
/// reader.cancel()
/// await reader.value   // the doorbell has no observer left
/// ```
/// 示例中：读取方打印 Ana 和 Bo；取消读取方并等它结束之后，
/// 门铃上不再留有任何观察者。
///
/// 本练习册：第 3 章“如今：AsyncStream 与 Task”（把回调式 API 桥接成流，
/// 就像 `+[RACSignal createSignal:]` 把它桥接成信号）
/// Book: chapter 3, Today: AsyncStream and Task (a callback API bridged into a
/// stream, as `+[RACSignal createSignal:]` bridges it into a signal)
public func ringStream(
    addObserver: (@escaping @Sendable (String) -> Void) -> Int,
    removeObserver: @escaping @Sendable (Int) -> Void
) -> AsyncStream<String> {
    // TODO(3.7): make an AsyncStream; register a handler that yields; unregister in onTermination.
    notAttempted("3.7")
}
