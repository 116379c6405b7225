import Pixels
import PixelsTerminal
import Reactive

/// A view that shows one image, or nothing: what a screen draws a photo in.
///
/// Setting `image` sends it on `images`, which the screen showing the view
/// watches to draw again, as UIKit redraws an image view given a new image.
/// Bindings into it should end with it: bind with
/// `BindingTarget(imageView, \.image, lifetime: imageView.lifetime)`, the
/// book's `setKeyPath:onObject:`.
///
/// ```swift
/// let imageView = ImageView()
/// BindingTarget(imageView, \.image, lifetime: imageView.lifetime) <~ Signal.just(thumbnail)
/// print(imageView.image == thumbnail)   // prints true
/// ```
///
/// Book: UIImageView
public final class ImageView: Sendable {
    private let shown = MutableProperty<Image?>(nil)
    private let token = Lifetime.Token()

    /// A view with no image yet.
    public init() {}

    /// The image shown, or nil.
    public var image: Image? {
        get { shown.value }
        set { shown.value = newValue }
    }

    /// The image now, then each image set: for whoever draws the view.
    ///
    /// Contract: hot · values: Image? · errors: none
    ///   completes: when the view goes away · fails: never
    ///   scheduler: the setter's thread (no hop) · multicast: yes (a property)
    public var images: Signal<Image?> {
        shown.signal
    }

    /// Ends when the view goes away. Book: `-rac_willDeallocSignal`
    public var lifetime: Lifetime {
        token.lifetime
    }

    /// Draws the image scaled into `columns` × `rows` cells at (`row`,
    /// `column`), keeping its proportions and centred; nothing if there is none.
    public func draw(in frame: inout Frame, row: Int, column: Int, columns: Int, rows: Int) {
        guard let image else { return }
        let fitted = HalfBlockRenderer.fittedSize(for: image, columns: columns, rows: rows)
        frame.draw(
            image, row: row + (rows - fitted.rows) / 2,
            column: column + (columns - fitted.columns) / 2,
            columns: fitted.columns, rows: fitted.rows)
    }
}
