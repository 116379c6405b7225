import ExerciseSupport
import Reactive

/// Exercise 3.3 · Wrap a callback API in a subject
/// 练习 3.3 · 用 subject 包装回调式 API
///
/// A doorbell library reports through callbacks: it calls the handler you give
/// `onRing` with the visitor's name at each ring, and the one you give
/// `onUnplug` when it is unplugged. It keeps one handler of each kind:
/// registering another replaces the first. Turn it into a signal with a
/// `Subject`: register the two handlers once, here, and make them send what
/// they hear into the subject; return the subject's signal. Every subscriber
/// then hears the rings from the moment it subscribes, and completes when the
/// doorbell is unplugged.
///
/// Graded: the grader counts the handlers you register (one of each, when
/// `rings` is called, and no more however many subscribe), lets up to 41
/// subscribers come and go while the doorbell rings with names of any text
/// (empty ones too), then compares your signal with the reference solution on
/// the story below and a few hundred generated ones: rings in the same tick, an
/// unplug mid-stream, subscribers that come late or leave early.
/// Last it reads the compiled answer for a `Subject` whose `signal` you read.
///
/// 任务：一个门铃库用回调来报告：每次门铃响，它就用访客的名字调用你交给
/// `onRing` 的处理函数；拔掉电源时，它调用你交给 `onUnplug` 的那个。每种处理函
/// 数它只保留一个：再注册一个就会替换掉前一个。请用 `Subject` 把它变成信号：在
/// 这里把两个处理函数各注册一次，让它们把听到的东西发进 subject；返回 subject
/// 的信号。这样每个订阅者都能听到自订阅那一刻起的铃声，门铃被拔掉时完成。
///
/// 评分：评分器会数你注册的处理函数（调用 `rings` 时每种一个，无论多少订阅者都
/// 不能多），让最多 41 个订阅者来来去去，同时门铃用任意文字（包括空的）的名字响
/// 起；然后用下面的时间线和几百个随机生成的时间线，把你的信号与参考答案对比：同
/// 一刻里响好几次、中途拔掉电源、晚来或早走的订阅者。
/// 最后它读编译出来的答案，看有没有用 `Subject` 并读取它的 `signal`。
///
/// ```
/// let visitors = rings(onRing: doorbell.onRing, onUnplug: doorbell.onUnplug)
/// the doorbell:      -a--b-c-(unplugged)
/// subscribed at 0:   -a--b-c-|
/// subscribed at 3:   ----b-c-|
/// ```
/// 图中：the doorbell 一行是门铃本身，(unplugged) 表示拔掉电源；
/// 另外两行是在第 0 刻和第 3 刻订阅的订阅者。
///
/// 书中：第 3 章“RACSubject”（用 `-sendNext:` 和 `-sendCompleted` 桥接回调）
/// Book: chapter 3, Subjects (bridging callbacks with `-sendNext:` and
/// `-sendCompleted`)
public func rings(
    onRing: (@escaping @Sendable (String) -> Void) -> Void,
    onUnplug: (@escaping @Sendable () -> Void) -> Void
) -> Signal<String> {
    // TODO(3.3): make a Subject, register both handlers to send into it, return its signal.
    notAttempted("3.3")
}
