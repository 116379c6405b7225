import PixelsTerminal
import Reactive

/// A controller whose view is one image, with a spinner over it: what a
/// photo page shows, whoever decides what goes in it.
///
/// It draws its image view under the title bar, fitted to the space left,
/// and its HUD over the middle, and asks to be drawn again whenever either
/// changes. It is settled once the spinner is down with the image in, or an
/// error is up.
///
/// ```swift
/// let page = ImageController(context: context)
/// page.imageView.image = photo
/// var frame = Frame(columns: 76, rows: 16)
/// page.draw(into: &frame)   // the photo, fitted under the title bar
/// ```
///
/// Book: the view of FRPPhotoViewController: a UIImageView, and SVProgressHUD over it
open class ImageController: ViewController, @unchecked Sendable {
    /// The view the image is drawn in. Book: `imageView`
    public let imageView = ImageView()
    /// The spinner. Book: SVProgressHUD
    public let hud = ProgressHUD()

    /// A controller with no image yet and the spinner down.
    public override init(context: ScreenContext) {
        super.init(context: context)
        let redraw: @Sendable (Any) -> Void = { [navigator = context.navigator] _ in
            navigator.setNeedsDisplay()
        }
        imageView.images.take(during: lifetime).subscribeNext(redraw)
        hud.states.take(during: lifetime).subscribeNext(redraw)
    }

    /// The full-size photo.
    open override var kind: ScreenKind { .photo }

    /// Once the spinner is down, with the image in or an error up.
    open override var isSettled: Bool {
        switch hud.state {
        case .spinning: false
        case .error: true
        case .hidden: imageView.image != nil
        }
    }

    /// The image, fitted under the title bar, and the spinner over it.
    open override func draw(into frame: inout Frame) {
        imageView.draw(
            in: &frame, row: 2, column: 1, columns: frame.columns - 2, rows: frame.rows - 4)
        hud.draw(into: &frame)
    }
}
