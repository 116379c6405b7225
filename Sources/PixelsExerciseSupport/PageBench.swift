import Pixels
import PixelsTesting
import Reactive

/// Where exercise 6.6's test runs: a virtual clock, a fake importer, the
/// photo to show, a way to make the page under test, and `expect` to write
/// down each check.
///
/// The grader makes a bench for each page it tries, the app's own and some
/// broken ones, runs your test on it, and reads the expectations that failed.
///
/// ```swift
/// let page = bench.makePage()
/// bench.expect(bench.importer.requests.isEmpty, "nothing is downloaded before activation")
/// page.isActive = true
/// bench.scheduler.advance(by: 4)
/// ```
///
/// Book: the Specta `describe`/`it` blocks and Expecta's `expect(…)` of `FRPPhotoViewModelTests`
public final class PageBench: Sendable {
    /// The virtual clock; the importer answers on it, so advance it to let answers arrive.
    public let scheduler: TestScheduler
    /// The fake API the page downloads from; `importer.requests` lists what it was asked.
    public let importer: FakeImporter
    /// The photo the page shows (from the listing: no details, no images yet).
    public let photo: Photo

    private let make: @Sendable (Photo, any PhotoImporting) -> any PhotoPage
    private let checks = Locked<[(passed: Bool, description: String)]>([])

    /// A bench whose pages are made by `make`, on a new clock and a new fake
    /// importer that answers 2 ticks after each request.
    public init(
        photo: Photo = FakeImporter.samplePhotos[0],
        makingPagesWith make: @escaping @Sendable (Photo, any PhotoImporting) -> any PhotoPage
    ) {
        let scheduler = TestScheduler()
        self.scheduler = scheduler
        self.importer = FakeImporter(scheduler: scheduler)
        self.photo = photo
        self.make = make
    }

    /// A new page for `photo`, downloading from `importer`.
    public func makePage() -> any PhotoPage {
        make(photo, importer)
    }

    /// Writes down one check: `description` says what must be true, in words.
    ///
    /// ```swift
    /// bench.expect(loading.values == [false, true, false], "the spinner stops once the image is in")
    /// ```
    public func expect(_ condition: Bool, _ description: String) {
        checks.withLock { $0.append((condition, description)) }
    }

    /// How many checks the test wrote down.
    public var checkCount: Int {
        checks.withLock { $0.count }
    }

    /// The descriptions of the checks that failed, in order.
    public var failures: [String] {
        checks.withLock { $0.filter { !$0.passed }.map(\.description) }
    }
}
