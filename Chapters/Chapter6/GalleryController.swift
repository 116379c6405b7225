import PixelsMVC
import PixelsTerminal
import Reactive

/// The gallery after the refactoring: its photos come from its view model,
/// and choosing one makes the full-size view's view model.
///
/// ```swift
/// let viewModel = GalleryViewModel(importer: importer, log: { print($0) })
/// let gallery = GalleryController(viewModel: viewModel, importer: importer, context: context)
/// navigator.push(gallery)   // the grid fills as the view model's photos arrive
/// ```
///
/// Book: FRPGalleryViewController with `viewModel` (MVVM的具体实践)
final class GalleryController: CollectionViewController, CollectionViewDataSource,
    @unchecked Sendable
{
    // Unchecked, like UIKit's controllers: used on the main thread only.
    private let importer: any ModelImporting
    private var collectionViewDelegate: CollectionViewDelegateProxy?

    // snippet.galleryAfter
    let viewModel: GalleryViewModel

    init(
        viewModel: GalleryViewModel, importer: any ModelImporting,
        context: ScreenContext
    ) {
        self.viewModel = viewModel
        self.importer = importer
        super.init(context: context) { Cell() }
    }

    override func viewDidLoad() {
        title = "Popular on 500px"
        collectionView.dataSource = self
        viewModel.photos.signal.subscribeNext { [weak self] _ in
            self?.collectionView.reloadData()
        }
        let viewControllerDelegate = FullSizeDelegateProxy()
        viewControllerDelegate.didScroll.subscribeNext { [weak self] _, index in
            self?.collectionView.scrollToItem(at: index)
        }
        let collectionViewDelegate = CollectionViewDelegateProxy()
        collectionViewDelegate.didSelectItem.subscribeNext {
            [weak self] _, index in
            guard let self else { return }
            let fullSize = FullSizePhotoViewModel(
                photoArray: viewModel.photos.value, initialPhotoIndex: index)
            let viewController = FullSizeController(
                viewModel: fullSize, importer: importer, context: context)
            viewController.delegate = viewControllerDelegate
            navigationController.push(viewController)
        }
        collectionView.delegate = collectionViewDelegate
        self.collectionViewDelegate = collectionViewDelegate
    }
    // snippet.end

    /// How many photos there are.
    func numberOfItems(in collectionView: CollectionView) -> Int {
        viewModel.photos.value.count
    }

    /// A cell for photo `index`, given its model.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell() as! Cell
        cell.photoModel.value = viewModel.photos.value[index]
        return cell
    }

    /// Once the photos are in and every cell on show has its thumbnail.
    override var isSettled: Bool {
        !viewModel.photos.value.isEmpty && collectionView.isSettled
    }
}
