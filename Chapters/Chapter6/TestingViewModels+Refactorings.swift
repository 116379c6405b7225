import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The full-size view model's refactoring: initialPhotoName split through
    /// initialPhotoModel, with the same name for every index.
    static func fullSizeRefactoring(_ page: Narrator) {
        page.code(.fullSizeViewModel)
        page.listingNote("[self.model[self.initialPhotoIndex] photoName]")
        let expect = Expectations(page, .fullSizeRefactoring)
        page.code(.fullSizeRefactoring)
        // snippet.fullSizeRefactoring
        let photos = PhotoLibrary.shared.photos.map(PhotoModel.init)
        let indexes = -1...photos.count
        let first = indexes.map {
            FirstFullSizePhotoViewModel(photoArray: photos, initialPhotoIndex: $0)
                .initialPhotoName
        }
        let split = indexes.map {
            FullSizePhotoViewModel(photoArray: photos, initialPhotoIndex: $0)
                .initialPhotoName
        }
        expect(split == first)
        // snippet.end
        expect.report()
    }

    /// The gallery view model's refactoring: the import moved into
    /// importPhotosSignal, with the same requests and the same photos.
    static func galleryRefactoring(_ page: Narrator) {
        page.code(.galleryViewModel)
        let expect = Expectations(page, .galleryRefactoring)
        page.code(.galleryRefactoring)
        // snippet.galleryRefactoring
        let scheduler = TestScheduler()
        let fakes = (0..<2).map { _ in
            FakeImporter(scheduler: scheduler, answers: .fixtures)
        }
        let first = FirstGalleryViewModel(
            importer: SignalImporter(fakes[0]), log: { _ in })
        let moved = GalleryViewModel(
            importer: SignalImporter(fakes[1]), log: { _ in })
        let counts = [first.photos, moved.photos].map {
            scheduler.record($0.signal.map(\.count))
        }
        scheduler.run()
        expect(fakes[1].requests == fakes[0].requests)
        expect(counts[1].events == counts[0].events)
        // snippet.end
        expect.report()
    }

    /// The photo view model's refactoring: the download moved into
    /// downloadPhotoModelDetails, with the same requests, loading flag and image.
    static func photoRefactoring(_ page: Narrator) {
        page.code(.photoViewModel)
        let expect = Expectations(page, .photoRefactoring)
        page.code(.photoRefactoring)
        // snippet.photoRefactoring
        let scheduler = TestScheduler()
        let fakes = (0..<2).map { _ in
            FakeImporter(scheduler: scheduler, answers: .fixtures)
        }
        let photo = PhotoLibrary.shared.photos[1]
        let first = FirstPhotoViewModel(
            model: PhotoModel(photo), importer: SignalImporter(fakes[0]))
        let moved = PhotoViewModel(
            model: PhotoModel(photo), importer: SignalImporter(fakes[1]))
        let loading = [first.loading, moved.loading].map {
            scheduler.record($0.signal)
        }
        scheduler.schedule(at: 1) {
            first.isActive = true
            moved.isActive = true
        }
        scheduler.run()
        expect(fakes[1].requests == fakes[0].requests)
        expect(loading[1].events == loading[0].events)
        expect(first.photoImage.value != nil)
        expect(moved.photoImage.value == first.photoImage.value)
        // snippet.end
        expect.report()
    }
}
