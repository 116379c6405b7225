import PixelsTerminal
import Reactive

/// One page of the full-size view: the photo's full-size image, loaded when
/// the page appears, with a spinner while its details are on their way.
///
/// Its image view is bound to the model's `fullsizeData`, so the image shows
/// whenever it arrives. The binding lasts as long as the image view, which
/// lasts as long as the page: a page is never reused, so nothing needs
/// ending by hand. Each time the page appears it asks for the photo's
/// details (which start the full-size download) with the spinner up, and
/// takes the spinner down when they have come, or shows the error.
///
/// ```swift
/// let page = PhotoController(photoModel: model, index: 1, importer: importer, context: context)
/// page.appear()   // the spinner, the details, then the image
/// ```
///
/// Book: FRPPhotoViewController (添加FunctionalReactivePixels)
public final class PhotoController: ImageController, @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// The photo's place among the pager's photos. Book: `photoIndex`
    public let photoIndex: Int
    /// The photo it shows. Book: `photoModel`
    public let photoModel: PhotoModel
    private let importer: any ModelImporting

    /// A page for `photoModel`, photo `index` of the pager, loading through `importer`.
    public init(
        photoModel: PhotoModel, index: Int, importer: any ModelImporting, context: ScreenContext
    ) {
        self.photoModel = photoModel
        photoIndex = index
        self.importer = importer
        super.init(context: context)
        title = photoModel.photoName
    }

    // snippet.photoController
    public override func viewDidLoad() {
        BindingTarget(imageView, \.image, lifetime: imageView.lifetime)
            <~ photoModel.fullsizeData.signal
    }

    public override func viewWillAppear() {
        hud.show()
        importer.fetchPhotoDetails(photoModel).subscribe(
            next: { _ in },
            error: { [hud] _ in hud.showError(status: "Error") },
            completed: { [hud] in hud.dismiss() })
    }
    // snippet.end
}
