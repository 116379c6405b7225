import PixelsMVC
import PixelsTerminal
import Reactive

/// The gallery as the book first writes it: it loads the photos into a
/// property by subscribing, reloads the grid whenever that property changes,
/// and implements its delegates' methods itself.
///
/// Choosing a photo pushes a `FullSizeController` with this gallery as its
/// delegate; paging there calls `userDidScroll(_:toPhotoAt:)` here, which
/// scrolls the grid to the photo on show.
///
/// ```swift
/// let gallery = FirstGalleryController(
///     importer: importer, context: window.context, log: { print($0) })
/// window.navigator.push(gallery)   // imports, then shows the grid
/// ```
///
/// Book: FRPGalleryViewController (FunctionalReactivePixels的基础知识, 添加FunctionalReactivePixels)
final class FirstGalleryController: CollectionViewController, CollectionViewDataSource,
    CollectionViewDelegate, FullSizeControllerDelegate, @unchecked Sendable
{
    // Unchecked, like UIKit's controllers: used on the main thread only.
    // snippet.firstGallery
    let photosArray = MutableProperty<[PhotoModel]>([])
    private let importer: any ModelImporting
    private let log: @Sendable (String) -> Void

    init(
        importer: any ModelImporting, context: ScreenContext,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.importer = importer
        self.log = log
        super.init(context: context) { FirstCell() }
    }

    override func viewDidLoad() {
        title = context.text(en: "Popular on 500px", zh: "500px 热门照片")
        collectionView.dataSource = self
        collectionView.delegate = self
        photosArray.signal.subscribeNext { [weak self] _ in
            self?.collectionView.reloadData()
        }
        loadPopularPhotos()
    }

    func loadPopularPhotos() {
        importer.importPhotos().subscribe(
            next: { [weak self] photos in self?.photosArray.value = photos },
            error: { [log] error in
                log("Couldn't fetch photos from 500px: \(error)")
            })
    }
    // snippet.end

    // snippet.firstDataSource
    func numberOfItems(in collectionView: CollectionView) -> Int {
        photosArray.value.count
    }

    func collectionView(
        _ collectionView: CollectionView, cellForItemAt index: Int
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell() as! FirstCell
        cell.setPhotoModel(photosArray.value[index])
        return cell
    }
    // snippet.end

    // snippet.firstDelegates
    func collectionView(
        _ collectionView: CollectionView, didSelectItemAt index: Int
    ) {
        let viewController = FullSizeController(
            photoModels: photosArray.value, currentPhotoIndex: index,
            importer: importer, context: context)
        viewController.delegate = self
        navigationController.push(viewController)
    }

    func userDidScroll(
        _ viewController: PagerController, toPhotoAt index: Int
    ) {
        collectionView.scrollToItem(at: index)
    }
    // snippet.end

    /// Once the photos are in and every cell on show has its thumbnail.
    override var isSettled: Bool {
        !photosArray.value.isEmpty && collectionView.isSettled
    }
}
