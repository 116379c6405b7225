import Narration
import Reactive

/// A stand-in view controller whose text field exists only once its view has
/// loaded, as a UIKit controller's outlets do.
///
/// It builds its one pipeline, "Send is enabled while the address is valid",
/// either in `init` or in `viewDidLoad`, to show why the book builds it in
/// `viewDidLoad`.
///
/// Book: a UIViewController with `-initPipeline`, called from `-viewDidLoad`
final class ComposeScreen: @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on one thread only.
    /// When the pipeline is built.
    enum Moment: String {
        case initializer = "init"
        case viewDidLoad
    }

    /// The address field: nil until the view has loaded.
    private(set) var field: TextField?
    /// Whether Send can be pressed.
    let canSend = MutableProperty(false)
    private let moment: Moment
    private let print: Printer

    init(buildingPipelineIn moment: Moment, print: Printer) {
        self.moment = moment
        self.print = print
        if moment == .initializer { buildPipeline() }
    }

    func viewDidLoad() {
        field = TextField()
        if moment == .viewDidLoad { buildPipeline() }
    }

    // snippet.buildPipeline
    private func buildPipeline() {
        guard let field else {
            print("\(moment.rawValue): no text field yet, nothing to bind")
            return
        }
        canSend <~ emailValidity(of: field)
    }
    // snippet.end
}
