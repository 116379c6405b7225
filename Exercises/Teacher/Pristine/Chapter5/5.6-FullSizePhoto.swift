import ExerciseSupport
import Pixels
import Reactive

/// Exercise 5.6 · Details first, then the full-size image
/// 练习 5.6 · 先取详情，再取高清图
///
/// The full-size page shows `photo`, which comes from the listing: it has no
/// full-size URL yet. Fetch its details with `fetchDetails` and send the
/// detailed photo as soon as it arrives (the page can show the comment
/// count). The details give the full-size URL, so start
/// `downloadFullSize` with the detailed photo, as soon as it arrives; when
/// the image comes, send the detailed photo again with its `fullSize` set,
/// then complete. An error from either step ends the result with it. When
/// the page closes (its subscription is disposed), a download still running
/// is cancelled. If the details come more than once (a response sent
/// again), send each as it arrives and start a download for each at once:
/// a later one does not wait for, nor cancel, an earlier one.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (seven photos of unusual ids, names and ratings; either step
/// failing; details that complete late, never, or come twice, their
/// downloads finishing in either order; an image sent twice; the page
/// closing while a download runs; a second subscriber), the grader compares
/// with the reference solution what is sent and when, when each request
/// runs, and which photo each download is given. Names have up to 300
/// characters.
///
/// 任务：高清图页面显示 `photo`，它来自列表：还没有高清图的 URL。用
/// `fetchDetails` 取它的详情，详情一到就发出带详情的照片（页面可以显示评论数）。
/// 详情里有高清图的 URL，所以带详情的照片一到，就用它启动 `downloadFullSize`；
/// 图片到来时，再发一次带详情的照片，这次设置好它的 `fullSize`，然后完成。任一
/// 步出错，结果就随之结束。页面关闭时（它的订阅被释放），还在运行的下载会被取消。
/// 如果详情来了不止一次（应答被重发），每次来都照发，并立即为每一份启动一次下载：
/// 后一次既不等前一次，也不取消前一次。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（七张
/// id、名字和评分各不寻常的照片；任一步失败；详情完成得晚、永不完成或来两次，它
/// 们的下载以任一顺序完成；图片发了两次；下载运行时关闭页面；第二个订阅者），与
/// 参考答案对比发出了什么、何时发出，每个请求何时运行，以及每次下载拿到的是哪张
/// 照片。名字最长 300 个字符。
///
/// ```
/// fetchDetails(photo):   --(d|)      d = photo with its details
/// downloadFullSize(d):   ---(i|)     i = the image, counted from the download's start
/// result:                --d--(f|)   f = d with fullSize = i
/// ```
/// 图中：d = 带详情的照片；i = 图片，时刻从下载开始时算起；
/// f = 设置了 `fullSize = i` 的 d；(d|) 表示 d 和完成事件在同一刻到达，
/// (i|) 和 (f|) 也是如此。
///
/// 书中：第 5 章“添加FunctionalReactivePixels：
/// 高清图”（`+[FRPPhotoImporter fetchPhotoDetails:]`，再取高清图，
/// 用 `flattenMap:` 串起来）
/// Book: chapter 5, Adding the full-size view (`+[FRPPhotoImporter fetchPhotoDetails:]`,
/// then the full-sized image, chained with `flattenMap:`)
public func fullSizePhoto(
    _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
    downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
) -> Signal<Photo> {
    // TODO(5.6): for the details, send them, then the download's image added to them.
    notAttempted("5.6")
}
