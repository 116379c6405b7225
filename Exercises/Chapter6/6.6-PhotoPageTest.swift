import ExerciseSupport
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// Exercise 6.6 · Write the test that catches a broken photo page
///
/// This time you write the test, and the grader checks your test. A photo
/// page (`PhotoPage`, such as the app's `PhotoViewModel`) must:
/// 1. show the photo's name at once, before anything is downloaded;
/// 2. download nothing until it becomes active;
/// 3. once active, download the details and then the full-size image (the
///    bench's fake importer answers 2 ticks after each request, so 4 ticks
///    later `bench.importer.requests` is `["fetchDetails 1001",
///    "downloadFullSize 1001"]`), and then show the image,
///    `FakeImporter.fullSize(of: bench.photo)`;
/// 4. show the spinner (`isLoading` true) from the activation until the
///    image is in, and not after.
///
/// Make a page with `bench.makePage()`, drive it (`page.isActive = true`,
/// `bench.scheduler.advance(by:)`), record its signals with
/// `bench.scheduler.record(_:)`, and write each check as
/// `bench.expect(condition, "what must be true")`. The grader runs your test
/// on the app's `PhotoViewModel`, where every check must pass, and on four
/// broken pages, each breaking one rule: on each of them, at least one check
/// must fail.
///
/// ```swift
/// let page = bench.makePage()
/// let name = bench.scheduler.record(page.name)
/// bench.expect(name.values == [bench.photo.name], "the name is shown at once")
/// ```
///
/// Book: chapter 6, Testing view models (`FRPPhotoViewModelTests`: the photo's name,
/// the download on activation, the image data mapped to an image)
public func testPhotoPage(_ bench: PageBench) {
    // TODO(6.6): make a page, drive it, and bench.expect each of the four rules.
    notAttempted("6.6")
}
