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
    let page = bench.makePage()
    let name = bench.scheduler.record(page.name)
    let image = bench.scheduler.record(page.image)
    let loading = bench.scheduler.record(page.isLoading)

    // Rule 1, before anything happens: the name is there at once, and it is
    // the only name sent (a page that shows "" until the details arrive
    // would send two).
    bench.expect(name.values == [bench.photo.name], "the name is shown at once")

    // Rule 2: time passes, but the page is not on screen, so no request.
    bench.scheduler.advance(by: 3)
    bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")

    // Act: the screen appears. The fake answers each request 2 ticks later:
    // the details at 5, then the image at 7.
    page.isActive = true
    bench.scheduler.advance(by: 4)

    // Rule 3: both requests, in order, for the bench's photo, and the image
    // they brought.
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
    bench.expect(
        loading.events == [.next(0, false), .next(3, true), .next(7, false)],
        "the spinner runs from the activation until the image is in")

    // Rule 1 again, now that everything has happened: the name sent at 0 is
    // still the only one. A page that renames the photo when the details or
    // the image arrive passed the first check, but not this one.
    bench.expect(name.events == [.next(0, bench.photo.name)], "the name never changes")
}
