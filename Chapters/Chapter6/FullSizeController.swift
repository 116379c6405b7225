import PixelsMVC
import PixelsTerminal

/// The full-size view after the refactoring: it asks its view model for the
/// photos, and makes a view model for each page it shows.
///
/// ```swift
/// let viewModel = FullSizePhotoViewModel(photoArray: models, initialPhotoIndex: 1)
/// let pager = FullSizeController(viewModel: viewModel, importer: importer, context: context)
/// navigator.push(pager)   // the page for photo 2 appears and loads
/// ```
///
/// Book: FRPFullSizePhotoViewController with `viewModel` (MVVM的具体实践)
final class FullSizeController: PagerController, @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// Who hears of each page turned. Book: `delegate`
    weak var delegate: (any FullSizeControllerDelegate)?
    private let importer: any ModelImporting

    // snippet.fullSizeAfter
    let viewModel: FullSizePhotoViewModel

    init(
        viewModel: FullSizePhotoViewModel, importer: any ModelImporting,
        context: ScreenContext
    ) {
        self.viewModel = viewModel
        self.importer = importer
        super.init(context: context)
        showPage(at: viewModel.initialPhotoIndex)
        title = viewModel.initialPhotoName ?? ""
    }

    override func page(at index: Int) -> ViewController? {
        guard let photoModel = viewModel.photoModel(at: index) else {
            return nil
        }
        let photoViewModel = PhotoViewModel(
            model: photoModel, importer: importer)
        return PhotoController(
            viewModel: photoViewModel, index: index, context: context)
    }

    override func didTurnPage() {
        title = viewModel.photoModel(at: pageIndex)?.photoName ?? ""
        delegate?.userDidScroll(self, toPhotoAt: pageIndex)
    }
    // snippet.end

    /// How many photos there are.
    override var pageCount: Int {
        viewModel.photoArray.count
    }
}
