import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("PhotoViewModel: one page, downloading on each activation")
struct PhotoViewModelTests {
    let scheduler = TestScheduler()

    // MARK: the book's tests

    @Test("the photo's name is passed through")
    func name() {
        let page = PhotoViewModel(
            photo: SamplePhotos.photo(7, "Ash"),
            importer: FakeImporter(scheduler: scheduler, answers: .tests()))
        let name = scheduler.record(page.name)
        #expect(name.events == [.next(0, "Ash")])
    }

    @Test("becoming active downloads the photo's details, and nothing happens before")
    func activationDownloadsDetails() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let page = PhotoViewModel(photo: SamplePhotos.all[0], importer: importer)
        scheduler.advance(to: 5)
        #expect(importer.requests == [])
        page.isActive = true
        #expect(importer.requests == ["fetchDetails 1001"])
    }

    @Test("the downloaded full-size image becomes the page's image")
    func imageMapping() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let page = PhotoViewModel(photo: SamplePhotos.all[1], importer: importer)
        let image = scheduler.record(page.image)
        let comments = scheduler.record(page.photo.map(\.commentsCount))
        scheduler.schedule(at: 1) { page.isActive = true }
        scheduler.run()
        #expect(image.events == [.next(0, nil), .next(5, SamplePhotos.fullSize(1002))])
        #expect(comments.events == [.next(0, nil), .next(3, 2), .next(5, 2)])
        #expect(importer.requests == ["fetchDetails 1002", "downloadFullSize 1002"])
    }

    // MARK: what the original app never tested

    @Test("isLoading is true from activation until the image has arrived")
    func loadingOverTime() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let page = PhotoViewModel(photo: SamplePhotos.all[0], importer: importer)
        let loading = scheduler.record(page.isLoading.letters)
        scheduler.schedule(at: 1) { page.isActive = true }
        scheduler.schedule(at: 7) { page.isActive = false }
        scheduler.schedule(at: 8) { page.isActive = true }
        scheduler.run()
        expectMarbles(loading, "ft---f--t---f")
    }

    @Test("each activation downloads again")
    func downloadsOnEachActivation() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let page = PhotoViewModel(photo: SamplePhotos.all[2], importer: importer)
        page.isActive = true
        scheduler.run()
        page.isActive = false
        page.isActive = true
        scheduler.run()
        #expect(
            importer.requests == [
                "fetchDetails 1003", "downloadFullSize 1003", "fetchDetails 1003",
                "downloadFullSize 1003",
            ])
        #expect(importer.cancellations == [])
    }

    @Test("becoming inactive cancels the download in progress and stops the spinner")
    func deactivationCancels() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let page = PhotoViewModel(photo: SamplePhotos.all[0], importer: importer)
        let loading = scheduler.record(page.isLoading.letters)
        let image = scheduler.record(page.image)
        scheduler.schedule(at: 1) { page.isActive = true }
        scheduler.schedule(at: 4) { page.isActive = false }
        scheduler.run()
        expectMarbles(loading, "ft--f")
        #expect(image.events == [.next(0, nil)])
        #expect(importer.requests == ["fetchDetails 1001", "downloadFullSize 1001"])
        #expect(importer.cancellations == ["downloadFullSize 1001"])
    }

    @Test(
        "a failed download shows an error line and stops the spinner; the next activation clears it"
    )
    func downloadError() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        importer.fail(
            .fetchDetails, with: .connectionRefused(url: "http://fake.test/v1/photos/1001"))
        let page = PhotoViewModel(photo: SamplePhotos.all[0], importer: importer)
        let loading = scheduler.record(page.isLoading.letters)
        let error = scheduler.record(page.errorMessage)
        scheduler.schedule(at: 1) { page.isActive = true }
        scheduler.schedule(at: 4) { page.isActive = false }
        scheduler.schedule(at: 5) { page.isActive = true }
        scheduler.run()
        let reason =
            "connection refused by http://fake.test/v1/photos/1001 (is the server running?)"
        expectMarbles(loading, "ft-f-t-f")
        #expect(error.events == [.next(0, nil), .next(3, reason), .next(5, nil), .next(7, reason)])
    }
}
