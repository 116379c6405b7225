import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The Pixels app's five view models: what each holds, and a walk through them.
    static let revisitingPixels = Section("Revisiting the Pixels app", "重温FunctionalReactivePixels")
    {
        page in
        page.say(
            """
            In the book, Chapter 5's Pixels app kept its logic in its view controllers, \
            and Chapter 6 moves it into view models. This workbook's Pixels is written \
            that way from the start. Its screens, in PixelsTerminal, draw and read keys; \
            each binds to one view model in Sources/Pixels/ViewModels; the view models \
            reach the photo API only through the PhotoImporting protocol. The arrows go \
            one way: a view knows its view model, a view model knows the model, and \
            nothing knows the view.
            """)
        page.picture([
            "view (PixelsTerminal)       view model (Pixels)         model (Pixels)",
            "gallery grid      ─binds─▶  GalleryViewModel        ─┐",
            "full-size pager   ─binds─▶  FullSizePhotoViewModel   │",
            "  the page shown  ─binds─▶    PhotoViewModel         ├─▶ PhotoImporting,",
            "photo details     ─binds─▶  PhotoDetailViewModel     │   Photo,",
            "login form        ─binds─▶  LoginViewModel          ─┘   AuthSession",
        ])
        page.table(
            ["view model", "the logic it holds"],
            [
                ["GalleryViewModel", "loads on activation; errors as text; selection"],
                ["FullSizePhotoViewModel", "paging, title, position; one page active"],
                ["PhotoViewModel", "details, then image, on activation; loading"],
                ["PhotoDetailViewModel", "rating and comments as text; vote, login first"],
                ["LoginViewModel", "validity; the login command; errors as values"],
            ])
        page.say(
            """
            A view model also makes the view models of the screens it leads to: the \
            gallery's open command makes the pager, the pager's openDetail makes the \
            detail screen's, and a vote without a login sends a login form's. So the \
            whole app can be walked without a single screen. Here is a walk on the fake \
            photo API, noting after each step which view model acted, what its screen \
            would show, and what it asked of the model:
            """)
        page.code(.walk)
        walk(page)
        page.book(
            "FRPGalleryViewModel", "FRPFullSizePhotoViewModel", "FRPPhotoViewModel",
            "FRPPhotoDetailViewModel", "FRPLoginViewModel", "FRPPhotoImporter")
    }

    /// The walk through the five view models, step by step: each view model
    /// that acted, what its screen would show, and what it asked of the model.
    private static func walk(_ page: Narrator) {
        // snippet.walk
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        // snippet.hide
        let seen = Locked<(requests: Int, models: Set<String>)>((0, []))
        let report: (String, [(ViewModel, String)]) -> Void = { step, shown in
            let requests = importer.requests
            let new = seen.withLock { seen in
                defer { seen.requests = requests.count }
                seen.models.formUnion(shown.map { name(of: $0.0) })
                return requests.dropFirst(seen.requests)
            }
            page.output(step)
            for (model, shows) in shown { page.output("   \(name(of: model)) shows \(shows)") }
            page.output(
                "   asked the model: " + (new.isEmpty ? "nothing" : new.joined(separator: ", ")))
        }
        // snippet.show
        let gallery = GalleryViewModel(importer: importer, session: AuthSession())
        gallery.isActive = true  // 1
        scheduler.run()
        // snippet.hide
        let photos = gallery.photos.currentValue ?? []
        report(
            "1. the gallery appears",
            [(gallery, "\(photos.count) photos, first \"\(photos.first?.name ?? "none")\"")])
        // snippet.show
        let pager = gallery.open.execute(1).currentValue!  // 2
        gallery.isActive = false
        pager.isActive = true
        scheduler.run()
        // snippet.hide
        let shown = pager.currentPage.currentValue!!
        let image = shown.image.currentValue.flatMap { $0 }
        report(
            "2. photo 2 opens in the pager",
            [
                (
                    pager,
                    "\"\(pager.title.currentValue ?? "")\", \(pager.position.currentValue ?? "")"
                ),
                (shown, image.map { "a \($0.width)×\($0.height) image" } ?? "no image yet"),
            ])
        // snippet.show
        let detail = pager.openDetail.execute().currentValue!  // 3
        let forms = scheduler.record(detail.loginRequested)
        // snippet.hide
        report("3. its details open", [(detail, detailText(detail))])
        // snippet.show
        detail.vote.execute()  // 4
        let login = forms.values[0]
        // snippet.hide
        report("4. Vote, while logged out", [(detail, "a login form: \(name(of: login))")])
        // snippet.show
        login.username.value = "demo"  // 5
        login.password.value = "demo"
        login.login.execute()
        // snippet.hide
        report("5. demo/demo, Log in", [(login, "valid: \(login.isValid.currentValue ?? false)")])
        // snippet.show
        scheduler.run()  // 6
        // snippet.end
        report("6. the login answers", [(detail, detailText(detail))])
        let models = seen.withLock { $0.models.count }
        page.say(
            """
            View models of \(models) kinds took part, and every request came from one of \
            them: there was no screen to make it. The page on show was made by the \
            pager, which keeps exactly one of its pages active; that is how the page \
            knew to download. The next section looks at that "active" switch.
            """)
    }

    /// A view model's type name, as this run made it.
    private static func name(of model: ViewModel) -> String {
        String(describing: type(of: model))
    }

    /// What the detail screen shows: rating, comments, button.
    private static func detailText(_ detail: PhotoDetailViewModel) -> String {
        [detail.ratingText, detail.commentCountText, detail.voteTitle]
            .compactMap(\.currentValue).joined(separator: ", ")
    }
}
