import Reactive

/// A cell of the gallery, as the book leaves it: it keeps the photo it shows
/// in a property and observes that photo's thumbnail, so no subscription is
/// left to end when the cell is reused.
///
/// The chain is the key path `photoModel.thumbnailData`: each photo the cell
/// is given is mapped to its thumbnail's signal, and `switchToLatest` keeps
/// only the latest, letting go of the photo before. Handed another photo,
/// the cell simply follows it.
///
/// ```swift
/// let cell = Cell()
/// cell.photoModel.value = model
/// model.thumbnailData.value = thumbnail   // the cell shows it, as if by magic
/// ```
///
/// Book: FRPCell, with `RAC(self.imageView, image) = [[RACObserve(self,
/// photoModel.thumbnailData) ignore:nil] map:…]` (和FunctionalReactivePixels一起实践)
public final class Cell: CollectionViewCell, @unchecked Sendable {
    // snippet.finalCell
    /// The photo it shows. Book: `photoModel`
    public let photoModel = MutableProperty<PhotoModel?>(nil)

    /// A cell that follows the thumbnail of whichever photo it is given.
    public override init() {
        super.init()
        BindingTarget(imageView, \.image, lifetime: imageView.lifetime)
            <~ photoModel.signal
            .map { model in model?.thumbnailData.signal ?? Signal.just(nil) }
            .switchToLatest()
            .ignore(nil)
    }
    // snippet.end

    /// The name of the photo it shows.
    public override var caption: String {
        photoModel.value?.photoName ?? ""
    }
}
