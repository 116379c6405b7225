import PixelsMVC
import PixelsTerminal
import Reactive

/// A photo page after the refactoring: it binds its image view and its
/// spinner to its view model, and tells the view model when it is on show.
///
/// ```swift
/// let page = PhotoController(viewModel: viewModel, index: 1, context: context)
/// page.appear()   // the view model becomes active: the spinner, then the image
/// ```
///
/// Book: FRPPhotoViewController with `viewModel` (MVVM的具体实践)
final class PhotoController: ImageController, @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// The photo's place among the pager's photos. Book: `photoIndex`
    let photoIndex: Int

    // snippet.photoControllerAfter
    let viewModel: PhotoViewModel

    init(viewModel: PhotoViewModel, index: Int, context: ScreenContext) {
        self.viewModel = viewModel
        photoIndex = index
        super.init(context: context)
    }

    override func viewDidLoad() {
        BindingTarget(imageView, \.image, lifetime: imageView.lifetime)
            <~ viewModel.photoImage.signal
        viewModel.loading.signal.subscribeNext { [hud] loading in
            loading ? hud.show() : hud.dismiss()
        }
    }

    override func viewWillAppear() {
        viewModel.isActive = true
    }

    override func viewDidDisappear() {
        viewModel.isActive = false
    }
    // snippet.end
}
