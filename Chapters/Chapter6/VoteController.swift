import Foundation
import Pixels
import Reactive

/// The "before" of What is MVVM: a detail screen's controller that does
/// everything itself.
///
/// It keeps the photo and a busy flag in variables, formats the rating,
/// decides the button's title and whether it can be pressed, and calls the
/// API when the button is tapped. Its labels are plain strings, standing for
/// UIKit's labels. It assumes a login, as the example's session has one.
///
/// ```swift
/// let controller = VoteController(photo: photo, importer: importer, session: session)
/// controller.viewWillAppear()
/// print(controller.voteButton)   // prints [ Vote ]
/// ```
///
/// Book: a view controller of the book's Pixels app before MVVM
// snippet.voteController
final class VoteController: @unchecked Sendable {
    // Unchecked, like UIKit's controllers: used on the main thread only.
    var ratingLabel = ""
    var voteButton = ""
    private var photo: Photo
    private var isVoting = false
    private let importer: any PhotoImporting
    private let session: AuthSession

    init(photo: Photo, importer: any PhotoImporting, session: AuthSession) {
        self.photo = photo
        self.importer = importer
        self.session = session
    }

    func viewWillAppear() {
        render()
    }

    func voteTapped() {
        guard let token = session.token.value else { return }
        guard !photo.votedFor, !isVoting else { return }
        isVoting = true
        render()
        importer.vote(for: photo, token: token).subscribeNext { voted in
            self.photo = voted
            self.isVoting = false
            self.render()
        }
    }

    private func render() {
        ratingLabel = String(format: "%.2f", photo.rating)
        let title = photo.votedFor ? "Voted For!" : "Vote"
        let canVote = !photo.votedFor && !isVoting
        voteButton = canVote ? "[ \(title) ]" : "( \(title) )"
    }
}
// snippet.end
