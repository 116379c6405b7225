import ExerciseSupport
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// Exercise 6.6 · Write the test that catches a broken photo page
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
/// ```swift
/// let page = bench.makePage()
/// let name = bench.scheduler.record(page.name)
/// bench.expect(name.values == [bench.photo.name], "the name is shown at once")
/// ```
///
/// Book: chapter 6, Testing the photo page (`FRPPhotoViewModelTests`: the photo's name,
/// the download on activation, the image data mapped to an image)
public func testPhotoPage(_ bench: PageBench) {
    // TODO(6.6): make a page, drive it, and bench.expect each of the four rules.
    notAttempted("6.6")
}
