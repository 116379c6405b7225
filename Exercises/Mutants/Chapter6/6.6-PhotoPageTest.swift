import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// Wrong answers to exercise 6.6 (tests that are too weak or simply wrong)
/// that its grader must catch.
public enum Mutants6_6 {
    /// Makes a page and checks nothing.
    public static func checksNothing(_ bench: PageBench) {
        _ = bench.makePage()
    }

    /// Checks the name only.
    public static func checksOnlyTheName(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        bench.expect(name.values == [bench.photo.name], "the name is shown at once")
    }

    /// Checks how things end, but not what happened before the activation.
    public static func checksOnlyTheEnd(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        let image = bench.scheduler.record(page.image)
        let loading = bench.scheduler.record(page.isLoading)
        page.isActive = true
        bench.scheduler.advance(by: 4)
        bench.expect(name.values.last == bench.photo.name, "the name is shown")
        bench.expect(
            bench.importer.requests == ["fetchDetails 1001", "downloadFullSize 1001"],
            "the details, then the image, were downloaded")
        bench.expect(
            image.values.last == FakeImporter.fullSize(of: bench.photo), "the image is shown")
        bench.expect(loading.values.last == false, "the spinner has stopped")
    }

    /// Expects the image right after the activation, without letting time pass.
    public static func forgetsToWait(_ bench: PageBench) {
        let page = bench.makePage()
        let image = bench.scheduler.record(page.image)
        page.isActive = true
        bench.expect(
            image.values.last == FakeImporter.fullSize(of: bench.photo), "the image is shown")
    }
}
