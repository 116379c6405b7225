import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// MVC's massive view controller, and the same screen split into a view and a view model.
    static let whatIsMVVM = Section("What is MVVM", "什么是MVVM") { page in
        page.say(
            """
            In the MVC apps the book starts from, everything a screen needs ends up in its \
            view controller. It answers the buttons, calls the network, keeps the screen's \
            state in variables, turns numbers into text and sets every label. Each feature \
            adds a little more, until the class runs to thousands of lines: the "massive \
            view controller". And because its logic runs only with its screen, it is \
            seldom tested. Here is a small one, the detail screen of a photo with its \
            rating and a Vote button:
            """)
        page.code(.voteController)
        page.say(
            """
            Every decision sits inside the screen: how the rating is written, what the \
            button says, when it may be pressed, and what a tap does. MVVM \
            (Model-View-ViewModel) moves those decisions into a view model: an object that \
            holds what the screen shows as signals and what the user can do as commands, \
            and never refers to the screen. The Pixels module has one for this screen, \
            PhotoDetailViewModel. What remains is a view that binds its labels and passes \
            the tap on:
            """)
        page.code(.voteView)
        page.say(
            """
            Both versions, logged in, each with its own fake photo API that answers two \
            ticks after a request (the fake is shown in "Testing view models"). The screen \
            appears at tick 0, and the user taps Vote at tick 1:
            """)
        page.code(.beforeAndAfter)
        // snippet.beforeAndAfter
        let scheduler = TestScheduler()
        let (mvcAPI, mvvmAPI) = (
            FakeImporter(scheduler: scheduler, answers: .fixtures), FakeImporter(scheduler: scheduler, answers: .fixtures)
        )
        let photo = PhotoLibrary.shared.photos[1]
        let mvc = VoteController(
            photo: photo, importer: mvcAPI,
            session: AuthSession(token: mvcAPI.issueToken()))
        let mvvm = VoteView(
            model: PhotoDetailViewModel(
                photo: photo, importer: mvvmAPI,
                session: AuthSession(token: mvvmAPI.issueToken())))
        mvc.viewWillAppear()
        scheduler.schedule(at: 1) {
            mvc.voteTapped()
            mvvm.voteTapped()
        }
        var rows: [[String]] = []
        for tick in [0, 1, 2, 3] {
            scheduler.advance(to: tick)
            rows.append([
                "\(tick)", mvc.ratingLabel, mvc.voteButton, mvvm.ratingLabel.value,
                mvvm.voteButton.value,
            ])
        }
        // snippet.end
        page.table(["tick", "MVC: rating", "button", "MVVM: rating", "button"], rows)
        let same = rows.allSatisfy { $0[1] == $0[3] && $0[2] == $0[4] }
        page.say(
            """
            The two screens showed \(same ? "the same labels at every tick" : "different labels"): \
            the button greys out while the vote is under way, and says Voted For! once \
            the answer arrives. The difference is where the logic can be reached. To \
            check the button's title after a vote, the MVC version needs the whole \
            controller, and the check reads label text. The view model needs no view at \
            all; record its signal:
            """)
        titleTest(page, photo: photo)
        page.table(
            ["decision", "MVC", "MVVM"],
            [
                ["how the rating is written", "controller", "view model: ratingText"],
                ["what the button says", "controller", "view model: voteTitle"],
                ["when it may be pressed", "controller", "view model: vote.isEnabled"],
                ["what a tap does", "controller", "view model: vote"],
                ["drawing, passing taps on", "controller", "view"],
            ])
        page.book(
            "RVMViewModel (ReactiveViewModel)", "RAC(self.label, text) = signal",
            "RACCommand")
    }

    /// The view model's title after a vote, recorded without any view.
    private static func titleTest(_ page: Narrator, photo: Photo) {
        let print = page.printer
        page.code(.voteTitleTest)
        // snippet.voteTitleTest
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let session = AuthSession(token: importer.issueToken())
        let detail = PhotoDetailViewModel(
            photo: photo, importer: importer, session: session)
        let title = scheduler.record(detail.voteTitle)
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.run()
        print(title.events)
        // snippet.end
    }
}
