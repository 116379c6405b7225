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
            bench.importer.requests == [
                "fetchDetails \(bench.photo.id)", "downloadFullSize \(bench.photo.id)",
            ],
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

    /// Checks that the page is the app's own type: true of the app's page,
    /// false of every other page, whether it works or not.
    public static func checksTheType(_ bench: PageBench) {
        let page = bench.makePage()
        bench.expect(page is PhotoViewModel, "the page is a PhotoViewModel")
    }

    /// Checks every rule by its values only, after letting plenty of time
    /// pass: a download that starts late gives the same values.
    public static func ignoresTheTicks(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        let image = bench.scheduler.record(page.image)
        let loading = bench.scheduler.record(page.isLoading)
        bench.expect(name.values == [bench.photo.name], "the name is shown at once")
        bench.scheduler.advance(by: 3)
        bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")
        page.isActive = true
        bench.scheduler.advance(by: 10)
        bench.expect(
            bench.importer.requests == [
                "fetchDetails \(bench.photo.id)", "downloadFullSize \(bench.photo.id)",
            ],
            "the details, then the image, were downloaded")
        bench.expect(
            image.values == [nil, FakeImporter.fullSize(of: bench.photo)], "the image is shown")
        bench.expect(loading.values == [false, true, false], "the spinner ran, then stopped")
    }

    /// Checks the name only before the activation: a name that changes when
    /// the details arrive gets through.
    public static func checksTheNameOnlyAtTheStart(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        let image = bench.scheduler.record(page.image)
        let loading = bench.scheduler.record(page.isLoading)
        bench.expect(name.values == [bench.photo.name], "the name is shown at once")
        bench.scheduler.advance(by: 3)
        bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")
        page.isActive = true
        bench.scheduler.advance(by: 4)
        bench.expect(
            bench.importer.requests == [
                "fetchDetails \(bench.photo.id)", "downloadFullSize \(bench.photo.id)",
            ],
            "activation downloads the details, then the full-size image")
        bench.expect(
            image.events == [.next(0, nil), .next(7, FakeImporter.fullSize(of: bench.photo))],
            "the downloaded image is shown once it arrives, at 7")
        bench.expect(
            loading.events == [.next(0, false), .next(3, true), .next(7, false)],
            "the spinner runs from the activation until the image is in")
    }

    /// The reference test, with the first sample photo's id written in: it
    /// fails on a correct page that shows another photo.
    public static func hardCodesThePhotoID(_ bench: PageBench) {
        let page = bench.makePage()
        let image = bench.scheduler.record(page.image)
        let loading = bench.scheduler.record(page.isLoading)
        bench.scheduler.advance(by: 3)
        bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")
        page.isActive = true
        bench.scheduler.advance(by: 4)
        bench.expect(
            bench.importer.requests == ["fetchDetails 1001", "downloadFullSize 1001"],
            "activation downloads the details, then the full-size image")
        bench.expect(
            image.events == [.next(0, nil), .next(7, FakeImporter.fullSize(of: bench.photo))],
            "the downloaded image is shown once it arrives, at 7")
        bench.expect(
            loading.events == [.next(0, false), .next(3, true), .next(7, false)],
            "the spinner runs from the activation until the image is in")
    }

    /// Checks the name against the first sample photo's, written in, rather
    /// than against bench.photo.name.
    public static func hardCodesTheName(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        let loading = bench.scheduler.record(page.isLoading)
        page.isActive = true
        bench.scheduler.advance(by: 4)
        bench.expect(
            name.events == [.next(0, "Astronaut Eileen Collins")], "the name never changes")
        bench.expect(
            loading.events == [.next(0, false), .next(0, true), .next(4, false)],
            "the spinner runs from the activation until the image is in")
    }

    /// The reference test, with the requests compared as a set: it misses a
    /// page that asks for the image before the details.
    public static func comparesTheRequestsAsASet(_ bench: PageBench) {
        let page = bench.makePage()
        let name = bench.scheduler.record(page.name)
        let image = bench.scheduler.record(page.image)
        let loading = bench.scheduler.record(page.isLoading)
        bench.expect(name.values == [bench.photo.name], "the name is shown at once")
        bench.scheduler.advance(by: 3)
        bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")
        page.isActive = true
        bench.scheduler.advance(by: 4)
        let id = bench.photo.id
        bench.expect(
            Set(bench.importer.requests) == ["fetchDetails \(id)", "downloadFullSize \(id)"],
            "activation downloads the details and the full-size image")
        bench.expect(
            image.events == [.next(0, nil), .next(7, FakeImporter.fullSize(of: bench.photo))],
            "the downloaded image is shown once it arrives, at 7")
        bench.expect(
            loading.events == [.next(0, false), .next(3, true), .next(7, false)],
            "the spinner runs from the activation until the image is in")
        bench.expect(name.events == [.next(0, bench.photo.name)], "the name never changes")
    }
}
