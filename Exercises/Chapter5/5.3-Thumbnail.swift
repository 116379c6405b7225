import ExerciseSupport
import Foundation
import Pixels
import Reactive

/// Exercise 5.3 · Decode a thumbnail in the background, deliver it on the main scheduler
/// 练习 5.3 · 在后台解码缩略图，在主线程调度者上传递
///
/// `body` sends the bytes of a downloaded thumbnail, from the network's
/// background thread, then completes. Turn it into the image the grid
/// shows: decode the bytes with `decode` right where they arrive (decoding
/// is slow work: keep it off the main scheduler), then deliver the image,
/// and the completion, on `main`, where screens may be updated. Bytes that
/// `decode` rejects (it throws) become an error on the signal, delivered on
/// `main` too: never a crash.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (bodies of every kind: thumbnails of several sizes, bytes
/// cut off, no bytes at all, another format; several thumbnails on one
/// body, the same one again; bodies that fail or never end; main running at
/// other ticks; early disposal, a late subscriber), your signal must send
/// what the reference solution sends, at the same ticks, each event handed
/// over while main runs, and `decode` must run off main, on every body. A body
/// has up to 3,085 bytes, a 32×32 thumbnail.
///
/// 任务：`body` 从网络的后台线程发出一张已下载缩略图的字节，然后完成。把它变成
/// 网格显示的图片：字节一到就地用 `decode` 解码（解码是慢活：别放在主线程调度者上做），
/// 然后在 `main` 上传递图片和完成事件，界面只能在那里更新。`decode` 拒绝的字节
/// （它会抛出错误）变成信号上的一个错误，同样在 `main` 上传递：绝不崩溃。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（各种各样
/// 的 body：几种尺寸的缩略图、被截断的字节、一个字节也没有、另一种格式；一个
/// body 上有好几张缩略图、同一张又来一次；失败或永不结束的 body；main 在别的时
/// 刻运行；提前释放、晚来的订阅者），要求你的信号发出与参考答案相同的东西、在相
/// 同的时刻，每个事件都在 main 运行时交出，并且在每个 body 上 `decode` 都不在
/// main 上运行。一个 body 最多 3,085 字节，即一张 32×32 的缩略图。
///
/// ```
/// body (network):  --d|     d = the thumbnail's bytes
/// main runs:       ---x--x  the main scheduler gets round to its queue at 3 and 6
/// thumbnail:       ---i--|  i = the decoded image, handed over only when main runs
/// ```
/// 图中：body 来自网络，d = 缩略图的字节；main runs 一行是 main 运行的时刻：
/// 主线程调度者在第 3 刻和第 6 刻处理它的队列；i = 解码出的图片，
/// 只在 main 运行时才交出。
///
/// 书中：第 5 章“网络层回访”（`map:` 做出图片之后，
/// 用 `-[RACSignal deliverOn:]` 配合 `+[RACScheduler mainThreadScheduler]`）
/// Book: chapter 5, The network layer revisited (`-[RACSignal deliverOn:]` with
/// `+[RACScheduler mainThreadScheduler]`, after `map:` has made the image)
public func thumbnail(
    from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
    deliveringOn main: any Scheduler
) -> Signal<Image> {
    // TODO(5.3): decode each body (a thrown error ends the signal), then deliver on main.
    notAttempted("5.3")
}
