import ExerciseSupport
import Foundation
import Pixels
import Reactive

/// Exercise 5.4 · One request for every screen that asks, with publish and autoconnect
/// 练习 5.4 · 用 publish 和 autoconnect 让所有界面共用一次请求
///
/// `request` is cold: each subscription sends `GET /v1/photos` to the photo
/// API, then sends the answer's body and completes. Several parts of the app
/// want the popular photos at once (the grid, the title bar), and each must
/// not cost a request of its own. Return the photos: decode the body with
/// `decode` (a thrown error ends the signal with it), and share the work so
/// that the subscribers who arrive while it runs get one request and one
/// decoding between them. The request goes out when the first subscriber
/// arrives, not before: making the signal sends nothing. Every subscriber
/// who arrives while the request runs gets the photos then the completion,
/// or the error. If every subscriber leaves before the answer comes, the
/// request is cancelled, and (as with the book's autoconnect) not sent again.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (up to 41 screens that come and go; listings of 0, 1,
/// 14 or 150 photos, cut-off JSON, a request that answers twice or never), the
/// grader compares with the reference solution what each subscriber receives,
/// when the request runs, and how often `decode` is called. That is how
/// sharing is graded, and it tells publish and autoconnect from a replay
/// such as `replayLazily()`: a subscriber who arrives after the photos were
/// sent gets only what is still to come (here just the completion), never
/// the photos again, and a request nobody waits for is cancelled. Then once
/// more against the real photo server, with two and with ten subscribers.
///
/// 任务：`request` 是冷的：每次订阅都会向照片 API 发送 `GET /v1/photos`，然后发
/// 出应答的 body 并完成。应用的好几个部分（网格、标题栏）同时想要热门照片，但不
/// 能每个都花一次请求。返回照片：用 `decode` 解码 body（抛出的错误让信号随之结
/// 束），并共享这份工作，让它运行期间到来的订阅者一共只用一次请求、一次解码。请
/// 求在第一个订阅者到来时才发出，不会更早：仅仅构造信号什么也不发送。请求运行期
/// 间到来的每个订阅者都会拿到照片，然后是完成或错误。如果所有订阅者都在应答到来
/// 之前离开，请求就被取消，并且（和书中的 autoconnect 一样）不会再发。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（最多 41
/// 个来来去去的界面；0、1、14 或 150 张照片的列表、被截断的 JSON、应答两次或永
/// 不应答的请求），与参考答案对比每个订阅者收到了什么、请求何时运行、`decode`
/// 被调用了几次。共享就是这样评分的，这也能分辨出 publish 加 autoconnect 与像
/// `replayLazily()` 这样的重放：照片发出之后才到来的订阅者只拿到还没发生的东西
/// （这里只有完成事件），绝不会再拿到一遍照片；没人等的请求会被取消。最后还会对
/// 真正的图片服务器再试一次，分别用两个和十个订阅者。
///
/// ```
/// request (cold):  --b|     from its subscription; b = the listing's JSON
/// grid, from 1:    ---p|    p = the decoded photos
/// title, from 2:   ---p|
/// the request:     -^--!    one request, from 1 to 4
/// ```
/// 图中：request 是冷信号，时刻从对它的订阅算起，b = 列表的 JSON；
/// 网格从第 1 刻订阅，p = 解码出的照片；标题栏从第 2 刻订阅；
/// 最后一行是请求本身：只有一次请求，从第 1 刻到第 4 刻。
///
/// 书中：第 5 章“网络层回访”（用 `-[RACSignal publish]` 和
/// `-[RACMulticastConnection autoconnect]` 代替 `RACReplaySubject`）
/// Book: chapter 5, The network layer revisited (`-[RACSignal publish]` and
/// `-[RACMulticastConnection autoconnect]` instead of a `RACReplaySubject`)
public func sharedPhotos(
    request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
) -> Signal<[Photo]> {
    // TODO(5.4): decode the body (errors end the signal), then publish and autoconnect.
    notAttempted("5.4")
}
