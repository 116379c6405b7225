import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// Exercise 6.6 · Write the test that catches a broken photo page: the reference solution.
///
/// Book: chapter 6, Testing the photo page (`FRPPhotoViewModelTests`: the photo's name,
/// the download on activation, the image data mapped to an image)
public func testPhotoPage(_ bench: PageBench) {
    // Arrange: one page, with a recorder on each signal the screen shows.
    // The recorders subscribe now, at tick 0, so they see the first values
    // and everything after: the whole story, not just how it ends.
    // 中文：准备：一个页面，界面显示的每个信号上都接一个记录器。记录器现在，也
    // 就是第 0 刻就订阅，所以它们能看到最初的值和之后的一切：整个过程，而不只是
    // 结局。
    let page = bench.makePage()
    let name = bench.scheduler.record(page.name)
    let image = bench.scheduler.record(page.image)
    let loading = bench.scheduler.record(page.isLoading)

    // Rule 1, before anything happens: the name is there at once, and it is
    // the only name sent (a page that shows "" until the details arrive
    // would send two).
    // 中文：规则 1，在任何事情发生之前：名字立即就有，而且是唯一发送的名字（一
    // 个在详情到达前先显示 "" 的页面会发送两个）。
    bench.expect(name.values == [bench.photo.name], "the name is shown at once")

    // Rule 2: time passes, but the page is not on screen, so no request.
    // 中文：规则 2：时间过去了，但页面不在屏幕上，所以没有请求。
    bench.scheduler.advance(by: 3)
    bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")

    // Act: the screen appears. The fake answers each request 2 ticks later:
    // the details at 5, then the image at 7.
    // 中文：执行：界面出现。假的照片 API 在 2 刻之后回答每个请求：第 5 刻给出详
    // 情，第 7 刻给出图片。
    page.isActive = true
    bench.scheduler.advance(by: 4)

    // Rule 3: both requests, in order, for the bench's photo, and the image
    // they brought.
    // 中文：规则 3：两个请求，按顺序，都是长椅那张照片的，还有它们带来的图片。
    let id = bench.photo.id
    bench.expect(
        bench.importer.requests == ["fetchDetails \(id)", "downloadFullSize \(id)"],
        "activation downloads the details, then the full-size image")
    bench.expect(
        image.events == [.next(0, nil), .next(7, FakeImporter.fullSize(of: bench.photo))],
        "the downloaded image is shown once it arrives, at 7")

    // Rule 4, with the times: false at first, true from the activation at
    // 3, false again when the image is in at 7. Comparing the whole
    // recorded list catches a spinner that never starts, one that never
    // stops, and one that stops too early.
    // 中文：规则 4，连同时刻：起初是 false，从第 3 刻激活起是 true，第 7 刻图片
    // 到达时又是 false。比较整个记录下来的列表，能抓住从不开始的进度 HUD、从不
    // 停止的，以及停得太早的。
    bench.expect(
        loading.events == [.next(0, false), .next(3, true), .next(7, false)],
        "the spinner runs from the activation until the image is in")

    // Rule 1 again, now that everything has happened: the name sent at 0 is
    // still the only one. A page that renames the photo when the details or
    // the image arrive passed the first check, but not this one.
    // 中文：一切都发生之后，再检查一次规则 1：第 0 刻发送的名字仍是唯一的一个。
    // 在详情或图片到达时给照片改名的页面，能通过第一次检查，却通不过这一次。
    bench.expect(name.events == [.next(0, bench.photo.name)], "the name never changes")
}
