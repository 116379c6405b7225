import Reactive
import WorkbookKit

/// One screen of the Pixels app: it draws itself into a frame, handles keys,
/// and hears when it comes on show and leaves it.
///
/// The app's own screens (`GalleryScreen`, `PagerScreen`, …) show what their
/// view model says and turn keys into its commands, with no logic of their
/// own. Chapter 5's screens, written as the book writes its view controllers
/// (the PixelsMVC module), keep their logic inside; they are screens all the
/// same, so the same window and navigator show them.
///
/// A screen binds its view model's signals to what it draws when it is made,
/// and those bindings end when the screen goes away. The `Navigator` calls
/// `appear()` when the screen comes on show and `disappear()` when another
/// covers it or it is closed; a screen passes that on to its view model's
/// `isActive`. It presents the next screen from what its view model sends
/// (`open`, `openDetail`, `loginRequested`).
///
/// ```swift
/// let screen = GalleryScreen(viewModel: gallery, context: context)
/// context.navigator.push(screen)   // appears: the gallery starts importing
/// var frame = Frame(columns: 80, rows: 24)
/// screen.draw(into: &frame)
/// print(frame.text)   // prints the title, then the grid or "Loading photos…"
/// ```
///
/// Book: UIViewController, as the window and the navigation controller see it
public protocol Screen: AnyObject, Sendable {
    /// Which screen this is, for the scripted tour's checks and messages.
    var kind: ScreenKind { get }
    /// The keys this screen understands, for its footer and the help overlay.
    var keyHelp: [KeyHelp] { get }
    /// Whether nothing the screen shows is still on its way (no import,
    /// download, login or vote in progress): the scripted tour waits for it.
    var isSettled: Bool { get }
    /// Draws the screen into `frame`, leaving its last row for the footer.
    func draw(into frame: inout Frame)
    /// Handles one key; false if the screen has no use for it.
    func handle(_ key: Key) -> Bool
    /// Called when the screen comes on show. Book: `-viewWillAppear:`
    func appear()
    /// Called when another screen has covered this one, or it has closed.
    /// Book: `-viewDidDisappear:`, where the book's MVVM controllers set
    /// their view model inactive
    func disappear()
}

/// The four kinds of screen in the app.
public enum ScreenKind: String, Sendable, Hashable, CustomStringConvertible {
    /// The grid of popular photos.
    case gallery
    /// The full-size pager, one photo page at a time.
    case photo
    /// A photo's details and its vote button.
    case detail
    /// The login form.
    case login

    /// `the gallery`, `the full-size photo`, …, for messages.
    public var description: String { name.en }

    /// The screen's name in both languages: `the gallery`, `画廊`.
    public var name: Bilingual {
        switch self {
        case .gallery: Bilingual(en: "the gallery", zh: "画廊")
        case .photo: Bilingual(en: "the full-size photo", zh: "高清图")
        case .detail: Bilingual(en: "the photo's details", zh: "照片详情")
        case .login: Bilingual(en: "the login form", zh: "登录表单")
        }
    }
}

/// One line of key help: the keys and what they do, e.g. `←→` and `page`.
public struct KeyHelp: Sendable, Hashable {
    /// The keys, as printed: `Enter`, `←→`, `Esc`.
    public let keys: String
    /// What they do, in a word or two.
    public let action: String

    /// Help for `keys`, which do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// What a screen needs from the app around it: the navigator it presents
/// screens with, the scheduler its animations tick on, and the language it
/// speaks.
public struct ScreenContext: Sendable {
    /// The stack of screens.
    public let navigator: Navigator
    /// Where the spinner's ticks run: `MainScheduler.shared` in the app, a
    /// `TestScheduler` in tests.
    public let scheduler: any Scheduler
    /// The language of the screens' words: `--lang`, or else the locale.
    public let language: Language

    /// A context with `navigator` and `scheduler`, speaking `language`.
    public init(
        navigator: Navigator = Navigator(), scheduler: any Scheduler,
        language: Language = .english
    ) {
        self.navigator = navigator
        self.scheduler = scheduler
        self.language = language
    }

    /// The half of `en` and `zh` in the context's language, for a screen's words.
    ///
    /// ```swift
    /// KeyHelp("Esc", context.text(en: "back", zh: "返回"))
    /// ```
    public func text(en: String, zh: String) -> String {
        Bilingual(en: en, zh: zh).text(in: language)
    }
}
