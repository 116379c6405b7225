import PixelsTerminal
import Reactive

/// The gallery of popular photos, as the book's Chapter 5 leaves it: a
/// collection view controller that imports the photos into a property, binds
/// each cell to its photo, and turns its delegates' calls into signals.
///
/// When it first appears it sets everything up: the photos are bound
/// straight from the importer (an import that fails is logged and leaves the
/// list as it was), the grid reloads when they change, choosing a photo
/// pushes a `FullSizeController` on it, and paging there scrolls the grid
/// to the photo on show, so the user comes back to where they were.
///
/// ```swift
/// let gallery = GalleryController(importer: importer, context: window.context)
/// window.navigator.push(gallery)   // imports, then shows the grid
/// ```
///
/// Book: FRPGalleryViewController (和FunctionalReactivePixels一起实践)
public final class GalleryController: CollectionViewController, CollectionViewDataSource,
    @unchecked Sendable
{
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// The photos on show. Book: `photosArray`
    public let photosArray = MutableProperty<[PhotoModel]>([])
    private let importer: any ModelImporting
    private let log: @Sendable (String) -> Void
    private var collectionViewDelegate: CollectionViewDelegateProxy?

    /// A gallery of the photos `importer` imports, shown through `context`,
    /// that writes an import's error to `log` (standard output unless given).
    public init(
        importer: any ModelImporting, context: ScreenContext,
        log: @escaping @Sendable (String) -> Void = { print($0) }
    ) {
        self.importer = importer
        self.log = log
        super.init(context: context) { Cell() }
    }

    public override func viewDidLoad() {
        title = context.text(en: "Popular on 500px", zh: "500px 热门照片")
        collectionView.dataSource = self
        photosArray.signal.subscribeNext { [weak self] _ in
            self?.collectionView.reloadData()
        }
        // snippet.galleryProxies
        let viewControllerDelegate = FullSizeDelegateProxy()
        viewControllerDelegate.didScroll.subscribeNext { [weak self] _, index in
            self?.collectionView.scrollToItem(at: index)
        }
        let collectionViewDelegate = CollectionViewDelegateProxy()
        collectionViewDelegate.didSelectItem.subscribeNext { [weak self] _, index in
            guard let self else { return }
            let viewController = FullSizeController(
                photoModels: photosArray.value, currentPhotoIndex: index,
                importer: importer, context: context)
            viewController.delegate = viewControllerDelegate
            navigationController.push(viewController)
        }
        collectionView.delegate = collectionViewDelegate
        self.collectionViewDelegate = collectionViewDelegate  // keep it
        // snippet.end
        // snippet.galleryBinding
        photosArray
            <~ importer.importPhotos()
            .doCompleted { [weak self] in self?.collectionView.reloadData() }
            .named("importPhotos").logError(to: log)
            .catchTo(Signal.empty)
        // snippet.end
    }

    /// How many photos there are.
    public func numberOfItems(in collectionView: CollectionView) -> Int {
        photosArray.value.count
    }

    /// A cell for photo `index`, given its model.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell() as! Cell
        cell.photoModel.value = photosArray.value[index]
        return cell
    }

    /// Once the photos are in and every cell on show has its thumbnail.
    public override var isSettled: Bool {
        !photosArray.value.isEmpty && collectionView.isSettled
    }
}
