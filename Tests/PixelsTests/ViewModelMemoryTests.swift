import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("The view models are freed once nobody holds them")
struct ViewModelMemoryTests {
    let scheduler = TestScheduler()

    @Test("a gallery, its pager, a page, a detail screen and a login form all go away")
    func noRetainCycles() throws {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        weak var weakGallery: GalleryViewModel?
        weak var weakPager: FullSizePhotoViewModel?
        weak var weakPage: PhotoViewModel?
        weak var weakDetail: PhotoDetailViewModel?
        weak var weakLogin: LoginViewModel?
        let lifetimes: [Lifetime]
        do {
            let gallery = GalleryViewModel(
                importer: importer, session: AuthSession(), log: { _ in })
            gallery.isActive = true
            scheduler.run()
            let pager = Box<FullSizePhotoViewModel?>(nil)
            gallery.open.execute(1).subscribeNext { opened in pager.modify { $0 = opened } }
            let opened = try #require(pager.value)
            opened.isActive = true
            scheduler.run()
            let detail = Box<PhotoDetailViewModel?>(nil)
            opened.openDetail.execute().subscribeNext { made in detail.modify { $0 = made } }
            let shown = try #require(detail.value)
            let login = Box<LoginViewModel?>(nil)
            shown.loginRequested.subscribeNext { form in login.modify { $0 = form } }
            shown.vote.execute()
            let form = try #require(login.value)
            form.username.value = "demo"
            form.password.value = "demo"
            form.login.execute()
            scheduler.run()
            weakGallery = gallery
            weakPager = opened
            weakPage = opened.pages[1]
            weakDetail = shown
            weakLogin = form
            lifetimes = [gallery.lifetime, opened.lifetime, shown.lifetime, form.lifetime]
            pager.modify { $0 = nil }
            detail.modify { $0 = nil }
            login.modify { $0 = nil }
        }
        #expect(weakGallery == nil)
        #expect(weakPager == nil)
        #expect(weakPage == nil)
        #expect(weakDetail == nil)
        #expect(weakLogin == nil)
        #expect(lifetimes.allSatisfy { $0.hasEnded })
        #expect(importer.requests.contains("vote 1002 token-1"))
    }
}
