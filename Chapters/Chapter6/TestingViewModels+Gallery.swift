import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

/// A gallery view model as the two tests see it: something that can be made
/// active and that sends how many photos it has.
protocol GalleryLoading: ViewModel {
    /// How many photos it has: now, then each change.
    var photoCount: Signal<Int> { get }
}

extension GalleryViewModel: GalleryLoading {
    var photoCount: Signal<Int> { photos.signal.map(\.count) }
}

extension Pixels.GalleryViewModel: GalleryLoading {
    var photoCount: Signal<Int> { photos.map(\.count) }
}

extension Section {
    /// The book's gallery test and the finished app's, each run on both view models.
    static func sideBySide(_ page: Narrator) {
        page.code(.bookGalleryTest)
        page.code(.appGalleryTest)
        typealias Test = ((FakeImporter) -> any GalleryLoading, Expectations) -> Void
        // snippet.bookGalleryTest
        func importsInInit(
            _ make: (FakeImporter) -> any GalleryLoading, _ expect: Expectations
        ) {
            let scheduler = TestScheduler()
            let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let gallery = make(importer)
            expect(importer.requests == ["importPhotos"])
            _ = gallery
        }
        // snippet.end
        // snippet.appGalleryTest
        func importsOnActivation(
            _ make: (FakeImporter) -> any GalleryLoading, _ expect: Expectations
        ) {
            let scheduler = TestScheduler()
            let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let gallery = make(importer)
            let photos = scheduler.record(gallery.photoCount)
            scheduler.advance(to: 3)
            expect(importer.requests == [])
            scheduler.schedule(at: 4) { gallery.isActive = true }
            scheduler.run()
            expect(importer.requests.first == "importPhotos")
            expect(photos.events.last?.time == 6)
        }
        // snippet.end
        let tests: [(String, Test, Listing)] = [
            (
                page.text(en: "the book's test, importsInInit", zh: "原书的测试 importsInInit"),
                importsInInit, .bookGalleryTest
            ),
            (
                page.text(
                    en: "the app's test, importsOnActivation", zh: "应用的测试 importsOnActivation"),
                importsOnActivation, .appGalleryTest
            ),
        ]
        let galleries: [(String, (FakeImporter) -> any GalleryLoading)] = [
            (
                page.text(en: "the book's GalleryViewModel", zh: "原书的 GalleryViewModel"),
                {
                    GalleryViewModel(importer: SignalImporter($0), log: { _ in })
                }
            ),
            (
                page.text(en: "the app's GalleryViewModel", zh: "应用的 GalleryViewModel"),
                {
                    Pixels.GalleryViewModel(importer: $0, session: AuthSession())
                }
            ),
        ]
        for (testName, test, listing) in tests {
            for (galleryName, make) in galleries {
                page.output(
                    page.text(
                        en: "\(testName), on \(galleryName):",
                        zh: "\(testName)，运行在\(galleryName) 上："))
                let expect = Expectations(page, listing)
                test(make, expect)
                expect.report()
            }
        }
    }
}
