import ExerciseSupport
import Reactive

/// Exercise 4.1 · Share one feed without repeating its work
/// 练习 4.1 · 共享一个数据源，不重复它的工作
///
/// `feed` is a cold signal of live prices: each subscription opens a
/// connection of its own, its side effect. Return a signal that shares one
/// subscription to `feed` among all its subscribers. The first subscriber
/// connects; later ones join that connection and hear only the prices sent
/// from then on; when the last one leaves, the connection closes (the shared
/// subscription is disposed). Nothing connects before someone subscribes. As
/// in the book, the connection is made only once: a subscriber who comes
/// after everyone has left hears nothing, and one who comes after the feed
/// has ended hears only how it ended.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories of two subscribers coming and going (leaving in either order, coming
/// after the feed ended or failed), and in crowds of up to 41 subscribers:
/// what each subscriber hears and when, and the sharing itself, by counting the
/// feed's subscriptions.
///
/// 任务：`feed` 是一个实时报价的冷信号：每次订阅都会打开一条自己的连接，这就是
/// 它的副作用。返回一个信号，让它的所有订阅者共享对 `feed` 的同一个订阅。第一个
/// 订阅者建立连接；之后来的加入这条连接，只听到从那时起发出的报价；最后一个离开
/// 时，连接关闭（共享的订阅被释放）。没人订阅之前什么都不连接。和书中一样，连接
/// 只建立一次：在所有人都离开之后才来的订阅者什么也听不到，在行情结束之后才来的
/// 只听到它是怎么结束的。
///
/// 评分：评分器在测试调度者上运行许多时间线，与参考答案逐一比较。有的时间线里两
/// 个订阅者来来去去（以任意顺序离开，或在行情完成、失败之后才来），有的时间线里
/// 有一群（最多 41 个）来来去去的订阅者。比较的是每个订阅者听到什么、何时听到；
/// 是否共享，则看 `feed` 被订阅了几次。
///
/// ```
/// feed (cold):   --a-b-c-d-e-f-…   counted from its subscription
/// A, 1 to 8:     ---a-b-c
/// B, 4 to 12:    -----b-c-d-e
/// the feed:      -^----------!     one subscription, from 1 to 12
/// ```
/// 图中：feed 是冷信号，时刻从对它的订阅算起；A 从第 1 刻订阅到第 8 刻，
/// B 从第 4 刻订阅到第 12 刻；最后一行是 feed 本身：只被订阅一次，
/// 从第 1 刻到第 12 刻。
///
/// 书中：第 4 章“组播”（`-[RACSignal publish]`、
/// `-[RACMulticastConnection autoconnect]`）
/// Book: chapter 4, Multicasting (`-[RACSignal publish]`, `-[RACMulticastConnection autoconnect]`)
public func shareFeed(_ feed: Signal<String>) -> Signal<String> {
    // TODO(4.1): publish the feed and connect it when the first subscriber arrives.
    notAttempted("4.1")
}
