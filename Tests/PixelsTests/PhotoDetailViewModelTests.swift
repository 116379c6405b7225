import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("PhotoDetailViewModel: the details as text, and voting with a login")
struct PhotoDetailViewModelTests {
    let scheduler = TestScheduler()

    /// A photo with its details known, as the pager hands it over.
    let photo: Photo = {
        var photo = SamplePhotos.photo(1002, "Cat")
        photo.rating = 97.9
        photo.commentsCount = 37
        return photo
    }()

    @Test("the details read as the screen shows them")
    func texts() {
        let detail = PhotoDetailViewModel(
            photo: photo, importer: FakeImporter(scheduler: scheduler, answers: .tests()),
            session: AuthSession())
        #expect(scheduler.record(detail.name).values == ["Cat"])
        #expect(scheduler.record(detail.photographer).values == ["Photographer 1002"])
        #expect(scheduler.record(detail.ratingText).values == ["97.90"])
        #expect(scheduler.record(detail.commentCountText).values == ["37 comments"])
        #expect(scheduler.record(detail.voteTitle).values == ["Vote"])
        #expect(scheduler.record(detail.canVote).values == [true])
    }

    @Test("the comment count reads naturally, or says it is not loaded")
    func commentTexts() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        var texts: [String] = []
        for count in [nil, 0, 1, 2] as [Int?] {
            var photo = photo
            photo.commentsCount = count
            let detail = PhotoDetailViewModel(
                photo: photo, importer: importer, session: AuthSession())
            texts += scheduler.record(detail.commentCountText).values
        }
        #expect(texts == ["comments not loaded", "0 comments", "1 comment", "2 comments"])
    }

    @Test("a photo already voted for cannot be voted for again")
    func alreadyVoted() {
        var voted = photo
        voted.votedFor = true
        let detail = PhotoDetailViewModel(
            photo: voted, importer: FakeImporter(scheduler: scheduler, answers: .tests()),
            session: AuthSession())
        #expect(scheduler.record(detail.voteTitle).values == ["Voted For!"])
        #expect(scheduler.record(detail.vote.isEnabled).values == [false])
    }

    @Test("voting while logged in votes at once; the title changes and the button disables")
    func voteLoggedIn() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let session = AuthSession(token: importer.issueToken())
        let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: session)
        let title = scheduler.record(detail.voteTitle)
        let enabled = scheduler.record(detail.vote.isEnabled.letters)
        let logins = scheduler.record(detail.loginRequested.mapReplace("l"))
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.run()
        #expect(title.events == [.next(0, "Vote"), .next(3, "Voted For!")])
        expectMarbles(enabled, "tf")
        #expect(logins.events == [])
        #expect(importer.requests == ["vote 1002 token-1"])
    }

    @Test("voting while logged out asks for a login first, then votes with the new token")
    func voteLoggedOut() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let session = AuthSession()
        let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: session)
        let title = scheduler.record(detail.voteTitle)
        let voting = scheduler.record(detail.isVoting.letters)
        let form = Box<LoginViewModel?>(nil)
        detail.loginRequested.subscribeNext { login in form.modify { $0 = login } }
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.schedule(at: 4) {
            form.value?.username.value = "demo"
            form.value?.password.value = "demo"
            form.value?.login.execute()
        }
        scheduler.run()
        #expect(importer.requests == ["logIn demo", "vote 1002 token-1"])
        #expect(session.token.value?.value == "token-1")
        #expect(title.events == [.next(0, "Vote"), .next(8, "Voted For!")])
        expectMarbles(voting, "ft------f")
    }

    @Test("cancelling the login ends the vote without voting, and the button works again")
    func voteCancelled() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: AuthSession())
        let enabled = scheduler.record(detail.vote.isEnabled.letters)
        let forms = Box<[LoginViewModel]>([])
        detail.loginRequested.subscribeNext { login in forms.modify { $0.append(login) } }
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.schedule(at: 3) { forms.value.last?.cancel.execute() }
        scheduler.schedule(at: 5) { detail.vote.execute() }
        scheduler.run()
        expectMarbles(enabled, "tf-t-f")
        #expect(forms.value.count == 2)
        #expect(importer.requests == [])
    }

    @Test("a vote that nobody logs in for ends when the login form is dropped")
    func voteFormDropped() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: AuthSession())
        let voting = scheduler.record(detail.isVoting.letters)
        detail.vote.execute()  // nobody listens to loginRequested, so the form is dropped
        expectMarbles(voting, "(ftf)")
        #expect(importer.requests == [])
    }

    @Test("a vote the server refuses shows the error and logs the session out")
    func voteRefused() {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        let session = AuthSession(token: AuthToken("expired", username: "demo"))
        let detail = PhotoDetailViewModel(photo: photo, importer: importer, session: session)
        let error = scheduler.record(detail.errorMessage)
        let title = scheduler.record(detail.voteTitle)
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.run()
        #expect(error.events == [.next(0, nil), .next(3, "log in to vote")])
        #expect(title.values == ["Vote"])
        #expect(session.token.value == nil)
        #expect(importer.requests == ["vote 1002 expired"])
    }
}
