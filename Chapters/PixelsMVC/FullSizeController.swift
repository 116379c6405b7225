import PixelsTerminal

/// Who hears that the user paged the full-size view to another photo.
///
/// Book: FRPFullSizePhotoViewControllerDelegate
public protocol FullSizeControllerDelegate: AnyObject, Sendable {
    /// The photo at `index` is on show now. Book: `-userDidScroll:toPhotoAtIndex:`
    func userDidScroll(_ viewController: PagerController, toPhotoAt index: Int)
}

/// The full-size view: one photo at a time, paged with ← and →, with the
/// photo's name as its title.
///
/// Each page is a `PhotoController`, made for its photo as it comes into
/// view. After each turn of the page it sets the title and tells the
/// delegate which photo is on show.
///
/// ```swift
/// let pager = FullSizeController(
///     photoModels: models, currentPhotoIndex: 1, importer: importer, context: context)
/// pager.delegate = gallery
/// navigator.push(pager)   // its page for photo 2 appears and loads
/// ```
///
/// Book: FRPFullSizePhotoViewController (添加FunctionalReactivePixels)
public final class FullSizeController: PagerController, @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// Who hears of each page turned. Book: `delegate`
    public weak var delegate: (any FullSizeControllerDelegate)?
    private let importer: any ModelImporting

    // snippet.fullSizeController
    /// The photos it pages through. Book: `photoModelArray`
    public let photoModelArray: [PhotoModel]

    /// A pager over `photoModels` opened at `index`, its pages loading
    /// through `importer`. Book: `-initWithPhotoModels:currentPhotoIndex:`
    public init(
        photoModels: [PhotoModel], currentPhotoIndex index: Int,
        importer: any ModelImporting, context: ScreenContext
    ) {
        photoModelArray = photoModels
        self.importer = importer
        super.init(context: context)
        showPage(at: index)
        title = photoModelArray[safe: index]?.photoName ?? ""
    }

    /// A page for photo `index`, or nil out of bounds.
    /// Book: `-photoViewControllerForIndex:`
    public override func page(at index: Int) -> ViewController? {
        guard let photoModel = photoModelArray[safe: index] else { return nil }
        return PhotoController(
            photoModel: photoModel, index: index, importer: importer,
            context: context)
    }

    /// Sets the title and tells the delegate. Book: the page view
    /// controller delegate's `-pageViewController:didFinishAnimating:…`
    public override func didTurnPage() {
        title = photoModelArray[pageIndex].photoName
        delegate?.userDidScroll(self, toPhotoAt: pageIndex)
    }
    // snippet.end

    /// How many photos there are.
    public override var pageCount: Int {
        photoModelArray.count
    }
}

extension Array {
    /// The element at `index`, or nil if it is out of bounds.
    ///
    /// ```swift
    /// print([1, 2][safe: 2] ?? 0)   // prints 0
    /// ```
    public subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
