import PixelsTerminal
import Reactive

/// A screen written as the book writes a view controller: its logic, and the
/// reactive code that wires it up, live inside it (MVC with ReactiveCocoa).
///
/// It plays UIViewController on the terminal. The navigator calls `appear()`
/// and `disappear()`; they call `viewDidLoad()` the first time, then
/// `viewWillAppear()` and `viewDidDisappear()`, the hooks a subclass
/// overrides as the book's controllers do. A binding that should end with
/// the controller uses its `lifetime`, as a RAC binding ends when the object
/// it sets is freed.
///
/// ```swift
/// final class HelloController: ViewController, @unchecked Sendable {
///     override func viewDidLoad() { title = "Hello" }
/// }
/// let hello = HelloController(context: ScreenContext(scheduler: MainScheduler.shared))
/// hello.appear()
/// print(hello.title)   // prints Hello
/// ```
///
/// Book: UIViewController, with `-viewDidLoad`, `-viewWillAppear:` and `-viewDidDisappear:`
open class ViewController: Screen, @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    /// The navigator it is shown by, and the scheduler its screen runs on.
    public let context: ScreenContext
    /// The title, for the title bar. Book: `title`
    open var title = ""
    private var isLoaded = false
    private let token = Lifetime.Token()

    /// A controller shown through `context`; its view loads when it first appears.
    public init(context: ScreenContext) {
        self.context = context
    }

    /// The stack it is shown in. Book: `navigationController`
    public var navigationController: Navigator {
        context.navigator
    }

    /// Ends when the controller goes away. Book: `-rac_willDeallocSignal`
    public var lifetime: Lifetime {
        token.lifetime
    }

    /// Which kind of screen it is; a gallery unless a subclass says otherwise.
    open var kind: ScreenKind { .gallery }
    /// The keys it understands, for the footer.
    open var keyHelp: [KeyHelp] { [] }
    /// Whether nothing it shows is still on its way.
    open var isSettled: Bool { true }

    /// Calls `viewDidLoad()`, the first time only.
    public final func loadViewIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    /// Sets the controller up, once, before it first appears. Book: `-viewDidLoad`
    open func viewDidLoad() {}
    /// The controller is about to come on show. Book: `-viewWillAppear:`
    open func viewWillAppear() {}
    /// Another screen covers it now, or it has closed. Book: `-viewDidDisappear:`
    open func viewDidDisappear() {}

    /// Loads the view if needed, then `viewWillAppear()`.
    public final func appear() {
        loadViewIfNeeded()
        viewWillAppear()
    }

    /// `viewDidDisappear()`.
    public final func disappear() {
        viewDidDisappear()
    }

    /// Draws the title bar; a subclass draws its view under it.
    open func draw(into frame: inout Frame) {
        frame.titleBar(title)
    }

    /// Handles a key; none, unless a subclass does.
    open func handle(_ key: Key) -> Bool {
        false
    }

    /// Asks for the screen to be drawn again. Book: `-[UIView setNeedsDisplay]`
    public final func setNeedsDisplay() {
        context.navigator.setNeedsDisplay()
    }
}
