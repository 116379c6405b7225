import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("FullSizePhotoViewModel: the pager over the photos")
struct FullSizePhotoViewModelTests {
    let scheduler = TestScheduler()

    func makePager(
        _ photos: [Photo] = SamplePhotos.all, at index: Int, importer: FakeImporter? = nil
    ) -> FullSizePhotoViewModel {
        FullSizePhotoViewModel(
            photos: photos, initialIndex: index,
            importer: importer ?? FakeImporter(scheduler: scheduler, answers: .tests()),
            session: AuthSession())
    }

    // MARK: the book's tests

    @Test("construction assigns the photos and the initial index")
    func construction() {
        let pager = makePager([], at: 1337)
        #expect(pager.photos == [])
        #expect(pager.initialIndex == 1337)
        let three = makePager(at: 2)
        #expect(three.photos == SamplePhotos.all)
        #expect(three.initialIndex == 2)
    }

    @Test("out-of-bounds indexes give nil")
    func outOfBounds() {
        let pager = makePager([SamplePhotos.all[0]], at: 0)
        #expect(pager.photo(at: -1) == nil)
        #expect(pager.photo(at: 1) == nil)
    }

    @Test("photo(at:) gives the photo at that index")
    func photoAtIndex() {
        let pager = makePager(at: 0)
        #expect(pager.photo(at: 0) == SamplePhotos.all[0])
        #expect(pager.photo(at: 2) == SamplePhotos.all[2])
    }

    @Test("the initial photo comes from photo(at:), with its name", arguments: [-1, 0, 1, 2, 3])
    func initialPhoto(index: Int) {
        let pager = makePager(at: index)
        #expect(pager.initialPhoto == pager.photo(at: index))
        #expect(pager.initialPhotoName == pager.photo(at: index)?.name)
    }

    // MARK: paging

    @Test("next and previous page through the photos; the title and position follow")
    func paging() {
        let pager = makePager(at: 1)
        let title = scheduler.record(pager.title)
        let position = scheduler.record(pager.position)
        let index = scheduler.record(pager.currentIndex)
        let canGoBack = scheduler.record(pager.previous.isEnabled.letters)
        let canGoOn = scheduler.record(pager.next.isEnabled.letters)
        scheduler.schedule(at: 1) { pager.next.execute() }
        scheduler.schedule(at: 2) { pager.next.execute() }  // refused: the last photo
        scheduler.schedule(at: 3) { pager.previous.execute() }
        scheduler.schedule(at: 4) { pager.previous.execute() }
        scheduler.run()
        #expect(title.values == ["Cat", "Coffee", "Cat", "Astronaut"])
        #expect(position.values == ["2 of 3", "3 of 3", "2 of 3", "1 of 3"])
        #expect(index.events == [.next(0, 1), .next(1, 2), .next(3, 1), .next(4, 0)])
        expectMarbles(canGoOn, "tf-t")
        // A command is disabled while it runs, so `previous` blinks off at 3.
        #expect(
            canGoBack.events == [.next(0, "t"), .next(3, "f"), .next(3, "t"), .next(4, "f")])
        #expect(pager.indexToSelectOnReturn == 0)
    }

    @Test("a pager with no photos has no title, no page, and nothing to page to")
    func empty() {
        let pager = makePager([], at: 1337)
        let title = scheduler.record(pager.title)
        let page = scheduler.record(pager.currentPage.map { $0 == nil })
        let canGoOn = scheduler.record(pager.next.isEnabled.letters)
        let canOpen = scheduler.record(pager.openDetail.isEnabled.letters)
        #expect(title.values == [""])
        #expect(page.values == [true])
        #expect(canGoOn.values == ["f"])
        #expect(canOpen.values == ["f"])
        #expect(pager.indexToSelectOnReturn == 0)
    }

    // MARK: pages

    @Test("only the page on show is active, and only while the pager is")
    func pageActivation() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let pager = makePager(at: 0, importer: importer)
        let pages = pager.pages.map { scheduler.record($0.isActiveSignal.letters) }
        let together = scheduler.record(
            Signal.combineLatest(pager.pages.map(\.isActiveSignal)).map { flags in
                String(flags.map { $0 ? "1" : "0" })
            })
        scheduler.schedule(at: 1) { pager.isActive = true }
        scheduler.schedule(at: 2) { pager.next.execute() }
        scheduler.schedule(at: 3) { pager.isActive = false }
        scheduler.schedule(at: 4) { pager.isActive = true }
        scheduler.run()
        expectMarbles(pages[0], "ftf")
        expectMarbles(pages[1], "f-tft")
        expectMarbles(pages[2], "f")
        // The old page is deactivated before the new one is activated.
        #expect(together.values == ["000", "100", "000", "010", "000", "010"])
        #expect(
            importer.requests == [
                "fetchDetails 1001", "fetchDetails 1002", "fetchDetails 1002",
                "downloadFullSize 1002",
            ])
        #expect(importer.cancellations == ["fetchDetails 1001", "fetchDetails 1002"])
    }

    @Test("the image, spinner and error line follow the page on show")
    func currentPageState() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        importer.fail(
            .downloadFullSize, with: .badImageHeader(en: "its width is not a number", zh: "宽度不是数字"))
        let pager = makePager(at: 0, importer: importer)
        let image = scheduler.record(pager.currentImage)
        let loading = scheduler.record(pager.isLoading.letters)
        let error = scheduler.record(pager.errorMessage)
        scheduler.schedule(at: 1) { pager.isActive = true }
        scheduler.schedule(at: 6) { pager.next.execute() }
        scheduler.schedule(at: 11) { pager.previous.execute() }
        scheduler.run()
        let reason = "not a binary PPM image: its width is not a number"
        #expect(image.values == [nil])
        expectMarbles(loading, "ft---ft---ft---f")
        #expect(
            error.events == [
                .next(0, nil), .next(5, reason), .next(6, nil), .next(10, reason), .next(11, nil),
                .next(15, reason),
            ])
    }

    @Test("the image follows the page on show once it has arrived")
    func currentImage() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let pager = makePager(at: 0, importer: importer)
        let image = scheduler.record(pager.currentImage)
        scheduler.schedule(at: 1) { pager.isActive = true }
        scheduler.schedule(at: 6) { pager.next.execute() }
        scheduler.schedule(at: 11) { pager.previous.execute() }
        scheduler.run()
        let first = SamplePhotos.fullSize(1001)
        let second = SamplePhotos.fullSize(1002)
        // Back on the first page, its image shows at once; downloading the
        // same image again (at 15) changes nothing.
        #expect(
            image.events == [
                .next(0, nil), .next(5, first), .next(6, nil), .next(10, second), .next(11, first),
            ])
    }

    @Test("openDetail makes the detail view model for the photo on show, with its details")
    func openDetail() throws {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let pager = makePager(at: 2, importer: importer)
        pager.isActive = true
        scheduler.run()
        let detail = Box<PhotoDetailViewModel?>(nil)
        pager.openDetail.execute().subscribeNext { made in detail.modify { $0 = made } }
        let opened = try #require(detail.value)
        let name = scheduler.record(opened.name)
        let comments = scheduler.record(opened.commentCountText)
        #expect(name.values == ["Coffee"])
        #expect(comments.values == ["3 comments"])
    }
}
