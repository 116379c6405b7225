import Pixels
import PixelsMVC
import Reactive

/// One photo page's logic, moved out of its controller: the photo's name and
/// image, and a loading flag for the spinner.
///
/// Each time it becomes active (its page appears) it fetches the photo's
/// details, which start the full-size download into the model, with
/// `loading` up until the details have come; an error is written to `log`
/// (dropped unless given). `photoImage` follows the model's full-size image.
///
/// ```swift
/// let page = PhotoViewModel(model: model, importer: importer)
/// page.isActive = true   // loading: true, then false once the details are in
/// ```
///
/// Book: FRPPhotoViewModel as 测试ViewModels refactors it; the first version is
/// `FirstPhotoViewModel`
class PhotoViewModel: ViewModel, @unchecked Sendable {
    private let importer: any ModelImporting
    private let log: @Sendable (String) -> Void

    // snippet.photoViewModel
    let photoImage = MutableProperty<Image?>(nil)
    let loading = MutableProperty(false)

    var photoModel: PhotoModel? { model as? PhotoModel }
    var photoName: String? { photoModel?.photoName }

    init(
        model: PhotoModel, importer: any ModelImporting,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.importer = importer
        self.log = log
        super.init(model: model)
        didBecomeActive.subscribeNext { [weak self] in
            self?.downloadPhotoModelDetails()
        }
        photoImage <~ model.fullsizeData.signal
    }

    func downloadPhotoModelDetails() {
        guard let photoModel else { return }
        loading.value = true
        importer.fetchPhotoDetails(photoModel).subscribe(
            next: { _ in },
            error: { [log] in log("Could not fetch photo details: \($0)") },
            completed: { [loading] in loading.value = false })
    }
    // snippet.end
}
