import ExerciseSupport
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// Exercise 6.6 · Write the test that catches a broken photo page
/// 练习 6.6 · 写出能抓住出错照片页的测试
///
/// This time you write the test, and the grader checks your test. A photo
/// page (`PhotoPage`, such as the app's `PhotoViewModel`) must:
/// 1. show the photo's name at once, before anything is downloaded, and
///    keep it: the name never changes (the fake's details keep it);
/// 2. download nothing until it becomes active;
/// 3. once active, download the details and then the full-size image, at
///    once (the bench's fake importer answers 2 ticks after each request,
///    so 4 ticks later `bench.importer.requests` is `["fetchDetails 1001",
///    "downloadFullSize 1001"]` when `bench.photo.id` is 1001), and show the
///    image, `FakeImporter.fullSize(of: bench.photo)`, as soon as it arrives;
/// 4. show the spinner (`isLoading` true) from the activation until the
///    image is in, and not after.
///
/// Make a page with `bench.makePage()`, drive it (`page.isActive = true`,
/// `bench.scheduler.advance(by:)`), record its signals with
/// `bench.scheduler.record(_:)`, and write each check as
/// `bench.expect(condition, "what must be true")`.
///
/// The bench may show any photo (other ids, an empty or a long name): check
/// against `bench.photo`, not against one photo's id or name written in.
///
/// Graded: the grader runs your test on the app's `PhotoViewModel`, showing
/// each of several photos, where every check must pass, then on a family of
/// pages that all have one type, on benches showing those photos: a correct
/// one, where every check must pass too, and broken ones, each
/// breaking one rule (a spinner that never starts, a download a tick late, a
/// name that changes later, and more, some drawn from the seed), where at
/// least one check must fail. The reference solution's test does exactly
/// that; a test that checks the page's type, or only how things end, does not.
///
/// 任务：这一次由你来写测试，评分器来检查你的测试。照片页（`PhotoPage`，例如应
/// 用的 `PhotoViewModel`）必须：
/// 1. 在下载任何东西之前就立即显示照片的名字，并且一直保持：名字从不改变（假导
///    入器的详情会保留它）；
/// 2. 在变为激活之前什么都不下载；
/// 3. 一旦激活，立即先下载详情、再下载高清图（测试台的假导入器在每个请求 2
///    刻之后应答，所以当 `bench.photo.id` 是 1001 时，4 刻之后
///    `bench.importer.requests` 是
///    `["fetchDetails 1001", "downloadFullSize 1001"]`），并在图片
///    `FakeImporter.fullSize(of: bench.photo)` 到来时立即显示它；
/// 4. 从激活到图片到来期间显示进度 HUD（`isLoading` 为 true），之后不再显示。
///
/// 用 `bench.makePage()` 创建一个页面，驱动它（`page.isActive = true`、
/// `bench.scheduler.advance(by:)`），用 `bench.scheduler.record(_:)` 记录它的信
/// 号，把每项检查写成 `bench.expect(condition, "what must be true")`。
///
/// 测试台可能显示任何照片（别的 id、空的或很长的名字）：要对照 `bench.photo` 来
/// 检查，而不是对照写死的某张照片的 id 或名字。
///
/// 评分：评分器先在应用的 `PhotoViewModel` 上运行你的测试，让它分别显示几张照片，
/// 每项检查都必须通过；再在一组同类型的页面上、在显示这些照片的测试台上运行：
/// 一个正确的页面，每项检查也都必须通过；以及几个坏页面，每个违反一条规则（从不
/// 开始转圈的进度 HUD、晚了一刻的下载、之后会变的名字，还有更多，有些由种子抽取），
/// 其中至少要有一项检查失败。参考答案的测试正是这样；只检查页面类型，或者只检查
/// 最后结果的测试，做不到。
///
/// ```swift
/// let page = bench.makePage()
/// let name = bench.scheduler.record(page.name)
/// bench.expect(name.values == [bench.photo.name], "the name is shown at once")
/// ```
/// 示例中：检查的说明 `"the name is shown at once"` 意为“名字立即显示”。
///
/// 书中：第 6 章“测试ViewModels：照片视图模型”（`FRPPhotoViewModelTests`：
/// 照片的名字、激活时的下载、把图片数据映射成图片）
/// Book: chapter 6, Testing the photo page (`FRPPhotoViewModelTests`: the photo's name,
/// the download on activation, the image data mapped to an image)
public func testPhotoPage(_ bench: PageBench) {
    // TODO(6.6): make a page, drive it, and bench.expect each of the four rules.
    notAttempted("6.6")
}
