import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("GalleryViewModel: the popular photos, loaded on activation")
struct GalleryViewModelTests {
    let scheduler = TestScheduler()
    let log = Box<[String]>([])

    func makeGallery(_ importer: FakeImporter, cachedThumbnails: Int = 256)
        -> GalleryViewModel
    {
        let log = log
        return GalleryViewModel(
            importer: importer, session: AuthSession(),
            log: { line in log.modify { $0.append(line) } }, cachedThumbnails: cachedThumbnails)
    }

    @Test("the gallery imports the photos when it becomes active, not when it is made")
    func importsOnActivation() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let photos = scheduler.record(gallery.photos.map { $0.map(\.id) })
        scheduler.advance(to: 3)
        #expect(importer.requests == [])
        scheduler.schedule(at: 4) { gallery.isActive = true }
        scheduler.run()
        #expect(importer.requests == ["importPhotos"])
        #expect(photos.events == [.next(0, []), .next(6, [1001, 1002, 1003])])
    }

    @Test("isLoading and the empty-state text follow the import over virtual time")
    func loadingOverTime() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let loading = scheduler.record(gallery.isLoading.letters)
        let empty = scheduler.record(gallery.emptyMessage)
        scheduler.schedule(at: 1) { gallery.isActive = true }
        scheduler.run()
        expectMarbles(loading, "ft-f")
        #expect(
            empty.events == [.next(0, "No photos."), .next(1, "Loading photos…"), .next(3, nil)])
    }

    @Test("an error during import is logged and leaves an empty list with the reason")
    func importError() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        importer.fail(.importPhotos, with: .httpStatus(500, url: "http://fake.test/v1/photos"))
        let gallery = makeGallery(importer)
        let photos = scheduler.record(gallery.photos.map(\.count))
        let error = scheduler.record(gallery.errorMessage)
        let empty = scheduler.record(gallery.emptyMessage)
        scheduler.schedule(at: 1) { gallery.isActive = true }
        scheduler.run()
        let reason = "HTTP 500 from http://fake.test/v1/photos"
        #expect(photos.events == [.next(0, 0)])
        #expect(error.events == [.next(0, nil), .next(3, reason)])
        #expect(
            empty.events == [
                .next(0, "No photos."), .next(1, "Loading photos…"),
                .next(3, "No photos: \(reason)"),
            ])
        #expect(log.value == ["Gallery: could not import the photos: \(reason)"])
    }

    @Test("a later activation imports again only if the gallery has no photos yet")
    func retriesOnlyAfterFailure() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        gallery.isActive = true
        scheduler.run()
        gallery.isActive = false
        gallery.isActive = true
        scheduler.run()
        #expect(importer.requests == ["importPhotos"])

        let failing = FakeImporter(scheduler: scheduler, answers: .tests())
        failing.fail(.importPhotos, with: .timedOut(url: "http://fake.test/v1/photos"))
        let empty = makeGallery(failing)
        empty.isActive = true
        scheduler.run()
        empty.isActive = false
        empty.isActive = true
        scheduler.run()
        #expect(failing.requests == ["importPhotos", "importPhotos"])
    }

    @Test("reload imports again, and is disabled while an import runs")
    func reload() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let enabled = scheduler.record(gallery.reload.isEnabled.letters)
        scheduler.schedule(at: 1) { gallery.isActive = true }
        scheduler.schedule(at: 2) { gallery.reload.execute() }  // refused: still importing
        scheduler.schedule(at: 5) { gallery.reload.execute() }
        scheduler.run()
        expectMarbles(enabled, "tf-t-f-t")
        #expect(importer.requests == ["importPhotos", "importPhotos"])
    }

    @Test("moveSelection stays within the photos")
    func moveSelection() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let selection = scheduler.record(gallery.selectedIndex)
        gallery.isActive = true
        scheduler.run()
        for offset in [1, 1, 1, -5, 2] { gallery.moveSelection.execute(offset) }
        #expect(selection.values == [0, 1, 2, 0, 2])
    }

    @Test("open selects the photo, makes the pager at it, and the selection follows the pager")
    func openFollowsPager() throws {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let selection = scheduler.record(gallery.selectedIndex)
        gallery.isActive = true
        scheduler.run()
        let pager = Box<FullSizePhotoViewModel?>(nil)
        gallery.open.execute(1).subscribeNext { opened in pager.modify { $0 = opened } }
        let opened = try #require(pager.value)
        #expect(opened.initialIndex == 1)
        #expect(opened.photos.map(\.id) == [1001, 1002, 1003])
        opened.next.execute()
        #expect(opened.indexToSelectOnReturn == 2)
        #expect(selection.values == [0, 1, 2])
    }

    @Test("open fails with noPhoto for an index out of bounds")
    func openOutOfBounds() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        gallery.isActive = true
        scheduler.run()
        let failure = Box<PixelsError?>(nil)
        gallery.open.execute(7).subscribeError { error in
            failure.modify { $0 = error as? PixelsError }
        }
        #expect(failure.value == .noPhoto(index: 7, count: 3))
        #expect(failure.value?.description == "there is no photo 8; the gallery has 3")
    }

    @Test("a thumbnail is downloaded once, then comes from the cache")
    func thumbnailCache() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer)
        let photo = SamplePhotos.all[0]
        let first = scheduler.record(gallery.thumbnail(for: photo))
        scheduler.run()
        let second = scheduler.record(gallery.thumbnail(for: photo))
        #expect(first.events == [.next(2, SamplePhotos.thumbnail(1001)), .completed(2)])
        #expect(second.events == [.next(2, SamplePhotos.thumbnail(1001)), .completed(2)])
        #expect(importer.requests == ["downloadThumbnail 1001"])
    }

    @Test("a failed thumbnail is logged and its signal ends without an image")
    func thumbnailFailure() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        importer.fail(
            .downloadThumbnail, with: .truncatedImage(expectedBytes: 3072, actualBytes: 87))
        let gallery = makeGallery(importer)
        let thumbnail = scheduler.record(gallery.thumbnail(for: SamplePhotos.all[1]))
        scheduler.run()
        #expect(thumbnail.events == [.completed(2)])
        #expect(
            log.value == [
                "Gallery: could not download the thumbnail of photo 1002: "
                    + "truncated PPM image: expected 3072 pixel bytes, got 87"
            ])
    }

    @Test("a large thumbnail is shrunk to fit 32 × 32 pixels before it is kept and sent")
    func thumbnailShrunk() {
        let importer = FakeImporter(
            scheduler: scheduler,
            answers: .tests { _ in Image(width: 512, height: 256, filledWith: RGB(9, 9, 9)) })
        let gallery = makeGallery(importer)
        let photo = SamplePhotos.all[0]
        let first = scheduler.record(gallery.thumbnail(for: photo))
        scheduler.run()
        let second = scheduler.record(gallery.thumbnail(for: photo))
        // Sizes, not whole images, so that a failure does not print 393,216 pixels.
        let sizes = [first.values, second.values].map { $0.map { "\($0.width)×\($0.height)" } }
        #expect(sizes == [["32×16"], ["32×16"]])
        #expect(first.values.first == Image(width: 32, height: 16, filledWith: RGB(9, 9, 9)))
        #expect(second.events.count == 2, "the second came from the cache, then completed")
        #expect(importer.requests == ["downloadThumbnail 1001"])
    }

    @Test("the cache keeps the most recently used thumbnails and forgets the oldest")
    func thumbnailCacheIsBounded() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let gallery = makeGallery(importer, cachedThumbnails: 2)
        let (astronaut, cat, coffee) = (
            SamplePhotos.all[0], SamplePhotos.all[1], SamplePhotos.all[2]
        )
        for photo in [astronaut, cat, astronaut, coffee, astronaut, cat] {
            _ = scheduler.record(gallery.thumbnail(for: photo))
            scheduler.run()
        }
        // Cat went when coffee came (the astronaut had been used since), so cat came again.
        #expect(
            importer.requests == [
                "downloadThumbnail 1001", "downloadThumbnail 1002", "downloadThumbnail 1003",
                "downloadThumbnail 1002",
            ])
    }
}
