import PixelsMVC
import Reactive

// snippet.pagerSpy
/// The full-size view model, writing down each index it is asked for.
///
/// Book: an OCMock partial mock, expecting `-photoModelAtIndex:`
final class PagerSpy: FullSizePhotoViewModel, @unchecked Sendable {
    let asked = Locked<[Int]>([])

    override func photoModel(at index: Int) -> PhotoModel? {
        asked.withLock { $0.append(index) }
        return super.photoModel(at: index)
    }
}
// snippet.end

// snippet.gallerySpy
/// The gallery view model, counting its imports and making none.
///
/// Book: `[OCMockObject mockForClass:…]`, expecting `-importPhotosSignal`
final class GallerySpy: GalleryViewModel, @unchecked Sendable {
    let imports = Locked(0)

    override func importPhotosSignal() -> Signal<[PhotoModel]> {
        imports.withLock { $0 += 1 }
        return Signal.empty
    }
}
// snippet.end

// snippet.photoSpy
/// The photo view model, counting its downloads and making none.
///
/// Book: an OCMock partial mock, expecting `-downloadPhotoModelDetails`
final class PhotoSpy: PhotoViewModel, @unchecked Sendable {
    let downloads = Locked(0)

    override func downloadPhotoModelDetails() {
        downloads.withLock { $0 += 1 }
    }
}
// snippet.end
