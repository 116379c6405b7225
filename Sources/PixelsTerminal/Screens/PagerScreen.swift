import Pixels
import Reactive
import TerminalText

/// The full-size pager: one photo at a time, paged with ← and →, its name in
/// the title bar.
///
/// It shows what its `FullSizePhotoViewModel` says about the page on show:
/// the title (with ‹ and › while there is a photo that way), the position,
/// the full-size image, a spinner while it loads
/// (ticking on the context's scheduler) and an error line if it fails. ←
/// and → run `previous` and `next`, Enter runs `openDetail` (and each detail
/// view model it sends is pushed as a `PhotoDetailScreen`), and Esc closes
/// the pager, which leaves the gallery's selection on the last photo viewed.
///
/// ```swift
/// let screen = PagerScreen(viewModel: pager, context: context)
/// context.navigator.push(screen)   // the page becomes active and loads
/// ```
///
/// Book: FRPFullSizePhotoViewController with its FRPPhotoViewController pages
public final class PagerScreen: Screen {
    private struct Shown: Sendable {
        var title = ""
        var position = ""
        var image: Image?
        var isLoading = false
        var errorMessage: String?
        var spinnerTick = 0
        var canGoBack = false
        var canGoOn = false
    }

    /// The view model this screen shows.
    public let viewModel: FullSizePhotoViewModel
    private let context: ScreenContext
    private let state: ScreenState<Shown>

    /// A pager screen for `viewModel`, presenting the details through `context`.
    public init(viewModel: FullSizePhotoViewModel, context: ScreenContext) {
        self.viewModel = viewModel
        self.context = context
        state = ScreenState(Shown(), navigator: context.navigator)
        state[\.title] <~ viewModel.title
        state[\.position] <~ viewModel.position
        state[\.image] <~ viewModel.currentImage
        state[\.isLoading] <~ viewModel.isLoading
        state[\.errorMessage] <~ viewModel.errorMessage
        state[\.canGoBack] <~ viewModel.previous.isEnabled
        state[\.canGoOn] <~ viewModel.next.isEnabled
        // Book: SVProgressHUD, shown while the page's `loading` is true.
        let scheduler = context.scheduler
        state[\.spinnerTick]
            <~ viewModel.isLoading.map { loading in
                loading
                    ? Signal.interval(.milliseconds(120), on: scheduler).map { $0 + 1 }.startWith(0)
                    : Signal.just(0)
            }
            .switchToLatest()
        viewModel.openDetail.executionSignals.flatten().take(during: state.lifetime)
            .subscribeNext { [context] detail in
                context.navigator.push(PhotoDetailScreen(viewModel: detail, context: context))
            }
    }

    /// The full-size photo.
    public var kind: ScreenKind { .photo }

    /// ← →, Enter and Esc.
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("←→", context.text(en: "page", zh: "翻页")),
            KeyHelp("Enter", context.text(en: "details", zh: "详情")),
            KeyHelp("Esc", context.text(en: "back", zh: "返回")),
        ]
    }

    /// Not loading.
    public var isSettled: Bool {
        !state.value.isLoading
    }

    /// Sets the view model active (and with it the page on show).
    public func appear() {
        viewModel.isActive = true
    }

    /// Sets the view model inactive.
    public func disappear() {
        viewModel.isActive = false
    }

    /// ← and → page, Enter opens the details, Esc (or Backspace) goes back.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .left: viewModel.previous.execute()
        case .right: viewModel.next.execute()
        case .enter: viewModel.openDetail.execute()
        case .escape, .backspace: context.navigator.pop(self)
        default: return false
        }
        return true
    }

    /// The title bar, the image fitted in the middle, the spinner over it
    /// while loading, and the error line.
    public func draw(into frame: inout Frame) {
        let shown = state.value
        let back = shown.canGoBack ? "‹ " : "  "
        let on = shown.canGoOn ? " ›" : ""
        frame.titleBar(back + shown.title + on, right: shown.position)
        let top = 2
        let height = max(1, frame.rows - top - 3)
        if let image = shown.image {
            let fitted = HalfBlockRenderer.fittedSize(
                for: image, columns: frame.columns - 2, rows: height)
            frame.draw(
                image, row: top + (height - fitted.rows) / 2,
                column: (frame.columns - fitted.columns) / 2, columns: fitted.columns,
                rows: fitted.rows)
        } else if !shown.isLoading, shown.errorMessage == nil {
            frame.write(
                centered: context.text(en: "no picture yet", zh: "还没有图片"), row: top + height / 2)
        }
        if shown.isLoading {
            let hud =
                "\(Spinner.frame(shown.spinnerTick)) " + context.text(en: "Loading…", zh: "加载中…")
            let width = hud.terminalColumns + 6
            let row = top + height / 2 - 1
            let column = (frame.columns - width) / 2
            frame.box(row: row, column: column, columns: width, rows: 3)
            frame.write(hud, row: row + 1, column: column + 3, style: .bold)
        }
        if let error = shown.errorMessage {
            frame.write("! " + error, row: frame.rows - 2, column: 1, width: frame.columns - 2)
        }
    }
}
