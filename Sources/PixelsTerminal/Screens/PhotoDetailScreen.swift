import Pixels
import Reactive
import TerminalText

/// A photo's details: its name, rating, photographer and comment count, and
/// a vote button.
///
/// It shows what its `PhotoDetailViewModel` says. The button reads the view
/// model's `voteTitle` ("Vote", or "Voted For!") and looks disabled while
/// `vote` is. Enter runs `vote`; when the view model asks for a login, the
/// `LoginViewModel` it sends is pushed as a `LoginScreen`, and the vote goes
/// ahead once the login succeeds. Esc goes back to the pager.
///
/// ```swift
/// let screen = PhotoDetailScreen(viewModel: detail, context: context)
/// context.navigator.push(screen)
/// _ = screen.handle(.enter)   // logged out: the login form comes up
/// ```
///
/// Book: none; the FunctionalReactivePixels repository's FRPPhotoDetailViewController
public final class PhotoDetailScreen: Screen {
    private struct Shown: Sendable {
        var name = ""
        var photographer = ""
        var rating = ""
        var comments = ""
        var voteTitle = ""
        var canVote = false
        var isVoting = false
        var errorMessage: String?
    }

    /// The view model this screen shows.
    public let viewModel: PhotoDetailViewModel
    private let context: ScreenContext
    private let state: ScreenState<Shown>

    /// A detail screen for `viewModel`, presenting the login form through `context`.
    public init(viewModel: PhotoDetailViewModel, context: ScreenContext) {
        self.viewModel = viewModel
        self.context = context
        state = ScreenState(Shown(), navigator: context.navigator)
        state[\.name] <~ viewModel.name
        state[\.photographer] <~ viewModel.photographer
        state[\.rating] <~ viewModel.ratingText
        state[\.comments] <~ viewModel.commentCountText
        state[\.voteTitle] <~ viewModel.voteTitle
        state[\.canVote] <~ viewModel.vote.isEnabled
        state[\.isVoting] <~ viewModel.isVoting
        state[\.errorMessage] <~ viewModel.errorMessage
        // Repository: the detail view controller presenting FRPLoginViewController.
        viewModel.loginRequested.take(during: state.lifetime).subscribeNext { [context] login in
            context.navigator.push(LoginScreen(viewModel: login, context: context))
        }
    }

    /// The photo's details.
    public var kind: ScreenKind { .detail }

    /// Enter and Esc.
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("Enter", context.text(en: "vote", zh: "投票")),
            KeyHelp("Esc", context.text(en: "back", zh: "返回")),
        ]
    }

    /// No vote under way.
    public var isSettled: Bool {
        !state.value.isVoting
    }

    /// Sets the view model active.
    public func appear() {
        viewModel.isActive = true
    }

    /// Sets the view model inactive.
    public func disappear() {
        viewModel.isActive = false
    }

    /// Enter (or `v`) votes; Esc (or Backspace) goes back.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character("v"): viewModel.vote.execute()
        case .escape, .backspace: context.navigator.pop(self)
        default: return false
        }
        return true
    }

    /// The title bar, the details as a table, the button and the error line.
    public func draw(into frame: inout Frame) {
        let shown = state.value
        frame.titleBar(shown.name)
        let rows = [
            (context.text(en: "Photo", zh: "照片"), shown.name),
            (context.text(en: "Photographer", zh: "摄影师"), shown.photographer),
            (context.text(en: "Rating", zh: "评分"), shown.rating),
            (context.text(en: "Comments", zh: "评论"), shown.comments),
        ]
        for (offset, (label, value)) in rows.enumerated() {
            frame.write(label, row: 2 + offset, column: 3, width: 14, style: .bold)
            frame.write(value, row: 2 + offset, column: 17, width: max(1, frame.columns - 18))
        }
        let button = "[ \(shown.voteTitle) ]"
        frame.write(button, row: 7, column: 3, style: shown.canVote ? .reverse : .dim)
        if shown.isVoting {
            frame.write(
                context.text(en: "voting…", zh: "投票中…"), row: 7,
                column: 3 + button.terminalColumns + 2)
        }
        if let error = shown.errorMessage {
            frame.write("! " + error, row: frame.rows - 2, column: 1, width: frame.columns - 2)
        }
    }
}
