import Foundation
import Reactive
import WorkbookKit

/// The detail screen's logic: a photo's name, photographer, rating and
/// comment count as text, and a vote button that asks for a login first.
///
/// `vote` is enabled only while the photo has not been voted for (and no
/// vote is under way). Executed while logged in, it votes at once. Executed
/// while logged out, it sends a fresh `LoginViewModel` on `loginRequested`
/// (the screen shows the login screen for it) and waits: after a successful
/// login it votes with the new token; after a cancel it ends without voting.
/// A vote the server refuses for want of a valid login logs the session out,
/// so the next vote asks again.
///
/// ```swift
/// let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: session)
/// detail.voteTitle.subscribeNext { print($0) }   // prints Vote
/// detail.vote.execute()                          // logged in: later prints Voted For!
/// ```
///
/// Book: none; the FunctionalReactivePixels repository's FRPPhotoDetailViewModel
public final class PhotoDetailViewModel: ViewModel, @unchecked Sendable {
    /// The photo: as given, then updated by a vote. Repository: `model`
    public let photo: Signal<Photo>
    /// The photo's name. Repository: `photoName`
    public let name: Signal<String>
    /// The photographer's name. Repository: `photographerName`
    public let photographer: Signal<String>
    /// The rating with two decimals, e.g. `98.40`. Repository: `photoRating`
    public let ratingText: Signal<String>
    /// The comment count, e.g. `42 comments`, `1 comment`, or
    /// `comments not loaded` when the details are not known.
    public let commentCountText: Signal<String>
    /// `Vote`, or `Voted For!` once voted. Repository: `votePromptText`
    public let voteTitle: Signal<String>
    /// Whether the photo can still be voted for. Repository: the vote
    /// command's enabled signal, `[RACObserve(self.model, votedFor) not]`
    public let canVote: Signal<Bool>
    /// Votes for the photo (logging in first if needed); its run sends the
    /// voted photo, or nothing if the login was cancelled. Repository: `voteCommand`
    public let vote: Command<Void, Photo>
    /// Whether a vote (with its login) is under way.
    public let isVoting: Signal<Bool>
    /// Why the last vote failed, or `nil`.
    public let errorMessage: Signal<String?>
    /// Sends a login form for the screen to show when a vote needs a login.
    /// Repository: the detail view controller presenting FRPLoginViewController
    public let loginRequested: Signal<LoginViewModel>

    /// The screen for `photo`, voting through `importer` with `session`'s
    /// login; its texts and messages are in `language`.
    public init(
        photo: Photo, importer: any PhotoImporting, session: AuthSession,
        language: Language = .english
    ) {
        let current = MutableProperty(photo)
        let error = MutableProperty<String?>(nil)
        let loginRequests = Subject<LoginViewModel>()
        self.photo = current.signal
        name = current.signal.map(\.name).distinctUntilChanged()
        photographer = current.signal.map(\.photographer).distinctUntilChanged()
        ratingText = current.signal.map { String(format: "%.2f", $0.rating) }.distinctUntilChanged()
        commentCountText = current.signal.map {
            Self.commentText($0.commentsCount).text(in: language)
        }
        .distinctUntilChanged()
        voteTitle = current.signal.map {
            ($0.votedFor
                ? Bilingual(en: "Voted For!", zh: "已投票！") : Bilingual(en: "Vote", zh: "投票"))
                .text(in: language)
        }
        .distinctUntilChanged()
        canVote = current.signal.map { !$0.votedFor }.distinctUntilChanged()
        vote = Command(enabled: canVote) { _ in
            Self.token(
                from: session, importer: importer, asking: loginRequests, language: language
            )
            .flatMap { token in importer.vote(for: current.value, token: token) }
            .doError { failure in
                if case .notLoggedIn? = failure as? PixelsError { session.logOut() }
            }
        }
        isVoting = vote.isExecuting
        errorMessage = error.signal.distinctUntilChanged()
        loginRequested = loginRequests.signal
        super.init()
        current <~ vote.executionSignals.flatten()
        vote.executionSignals.subscribeNext { _ in error.value = nil }
        vote.errors.subscribeNext { failure in error.value = describe(failure, in: language) }
    }

    /// The session's token at once if logged in; otherwise a login form is
    /// sent on `requests`, and the token follows its successful login.
    /// Nothing follows a cancel, or a form that nobody keeps.
    private static func token(
        from session: AuthSession, importer: any PhotoImporting,
        asking requests: Subject<LoginViewModel>, language: Language
    ) -> Signal<AuthToken> {
        Signal.deferred {
            if let token = session.token.value { return .just(token) }
            let login = LoginViewModel(importer: importer, session: session, language: language)
            // Listening before the form is shown, so a login made at once is heard.
            let outcome = Signal.merge([
                login.done.mapReplace(true), login.cancelled.mapReplace(false),
            ])
            .take(1)
            .replay()
            requests.sendNext(login)
            return outcome.flatMap { loggedIn in
                guard loggedIn, let token = session.token.value else { return .empty }
                return .just(token)
            }
        }
    }

    private static func commentText(_ count: Int?) -> Bilingual {
        switch count {
        case nil: Bilingual(en: "comments not loaded", zh: "评论尚未加载")
        case 1?: Bilingual(en: "1 comment", zh: "1 条评论")
        case let count?: Bilingual(en: "\(count) comments", zh: "\(count) 条评论")
        }
    }
}
