import Pixels
import Reactive

/// The "after" of What is MVVM: the same detail screen as a view that only
/// binds to its view model and passes the tap on.
///
/// The rating, the title, when the button can be pressed and the call to the
/// API all live in `PhotoDetailViewModel`. What is left is drawing: the
/// labels (plain strings in properties here) and how an enabled button looks.
///
/// ```swift
/// let view = VoteView(model: PhotoDetailViewModel(photo: photo, importer: importer,
///                                                 session: session))
/// print(view.voteButton.value)   // prints [ Vote ]
/// ```
///
/// Book: a view controller of the book's Pixels app after MVVM
// snippet.voteView
final class VoteView: Sendable {
    let ratingLabel = MutableProperty("")
    let voteButton = MutableProperty("")
    private let model: PhotoDetailViewModel

    init(model: PhotoDetailViewModel) {
        self.model = model
        ratingLabel <~ model.ratingText
        let enabled = model.vote.isEnabled
        let button = Signal.combineLatest(model.voteTitle, enabled)
        voteButton <~ button.map { $1 ? "[ \($0) ]" : "( \($0) )" }
    }

    func voteTapped() {
        model.vote.execute()
    }
}
// snippet.end
