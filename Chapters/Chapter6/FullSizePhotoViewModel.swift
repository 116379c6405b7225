import PixelsMVC
import Reactive

/// The full-size view's logic, moved out of its controller: the photos, the
/// photo it opened at, and the photo at any index.
///
/// Its model is the array of photos, handed to `ViewModel(model:)` and read
/// back as `photoArray`. `initialPhotoName` asks `initialPhotoModel`, which
/// asks `photoModel(at:)`: small methods, each testable alone.
///
/// ```swift
/// let viewModel = FullSizePhotoViewModel(photoArray: models, initialPhotoIndex: 1)
/// print(viewModel.initialPhotoName ?? "none")   // prints Chelsea the Cat
/// ```
///
/// Book: FRPFullSizePhotoViewModel as 测试ViewModels refactors it; the first
/// version is `FirstFullSizePhotoViewModel`
class FullSizePhotoViewModel: ViewModel, @unchecked Sendable {
    // snippet.fullSizeViewModel
    let initialPhotoIndex: Int

    var photoArray: [PhotoModel] { model as? [PhotoModel] ?? [] }

    init(photoArray: [PhotoModel], initialPhotoIndex: Int) {
        self.initialPhotoIndex = initialPhotoIndex
        super.init(model: photoArray)
    }

    var initialPhotoName: String? {
        initialPhotoModel?.photoName
    }

    var initialPhotoModel: PhotoModel? {
        photoModel(at: initialPhotoIndex)
    }

    func photoModel(at index: Int) -> PhotoModel? {
        photoArray.indices.contains(index) ? photoArray[index] : nil
    }
    // snippet.end
}
