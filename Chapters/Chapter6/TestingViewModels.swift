import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// How the book tests, and its tests of the full-size and gallery view
    /// models, run live on the refactored view models.
    static let testingViewModels = Section(
        "Testing view models", ChineseTitle.of("测试ViewModels", "高清图与画廊")
    ) { page in
        page.say(
            en: """
                Unit testing is contested ground among iOS developers, the book says, so \
                it comes last: ideally each view model is tested as it is written, but \
                learning a new way to write code is hard enough without testing it at \
                the same time. People also test differently. The author comes from \
                .NET, where mocks are everyday tools, and the book tests with three \
                pods: Specta to write the tests, Expecta to check values, and OCMock \
                for mocks. In Swift the toolchain brings its own:
                """,
            zh: """
                书中说，单元测试在 iOS 开发者之间颇有争议，所以把它放在最后：理想的做法是每写\
                一个视图模型就测试它，但学习一种新的写代码方式本身已经够难了，不必同时还学着测\
                试。人们的测试方式也各不相同。作者有 .NET 背景，在那里 mock 是日常工具；书中用\
                三个 pod 来测试：Specta 用来编写测试，Expecta 用来检查值，OCMock 用来做 mock。\
                在 Swift 里，工具链自带了这些：
                """)
        page.table(
            [page.text(en: "the book", zh: "原书"), page.text(en: "here", zh: "这里")],
            [
                ["SpecBegin(…) … SpecEnd", "@Suite struct …Tests"],
                ["describe(…), it(@\"should…\", ^{ … })", "@Test(\"…\") func …()"],
                ["expect(x).to.equal(y)", "#expect(x == y)"],
                [page.text(en: "⌘U in Xcode", zh: "Xcode 里的 ⌘U"), "swift test"],
                [
                    page.text(en: "OCMock's mocks", zh: "OCMock 的 mock"),
                    page.text(
                        en: "fakes, and spies that are subclasses", zh: "假对象（fake），以及作为子类的 spy"),
                ],
            ])
        page.say(
            en: """
                The workbook's own view-model tests run with swift test (its Pixels \
                tests, for the finished app). Here, each of the book's tests runs live \
                on the view models of the sections before: each expect(…) is printed \
                with ✔ if it held in this run and ✘ if not. The view models reach the \
                photo API only through their importer, so a test hands them one over a \
                fake, FakeImporter: a small working photo API in memory that answers \
                two ticks after each request, on a virtual clock, and writes every \
                request down.
                """,
            zh: """
                练习册自己的视图模型测试（即完成后应用的 Pixels 测试）用 swift test 运行。这里，\
                书中的每一个测试都在前面几节的视图模型上现场运行：每个 expect(…) 都会打印出来，\
                本次运行中成立的标 ✔，不成立的标 ✘。视图模型只通过导入器访问照片 API，所以测试\
                交给它们一个假的导入器 FakeImporter：它是一个在内存中真正能工作的小型照片 API，\
                在虚拟时钟上于每个请求发出两刻之后应答，并记下每一个请求。
                """)
        page.contract(
            fakeRequestContract(page),
            of: page.text(en: "each FakeImporter operation", zh: "FakeImporter 的每个操作"))
        page.command("swift test --filter PixelsTests")
        fullSizeTests(page)
        galleryTests(page)
        page.book(
            "Specta", "Expecta", "OCMock", "FRPFullSizePhotoViewModelTests",
            "FRPGalleryViewModelTests")
    }

    /// The book's three tests of the full-size view model, and its partial mock.
    private static func fullSizeTests(_ page: Narrator) {
        page.say(
            en: """
                The book starts with the full-size view model, the most ordinary \
                Objective-C of the three. Its first test checks what the initialiser \
                keeps; the next two check photoModel(at:) below, above and within the \
                bounds:
                """,
            zh: """
                书中先测试高清图视图模型，它是三者中最普通的 Objective-C 代码。第一个测试检查\
                初始化方法保存了什么；后两个测试检查 photoModel(at:) 在下标低于范围、高于范围\
                和在范围之内时的结果：
                """)
        let expect = Expectations(page, .fullSizeTests)
        page.code(.fullSizeTests)
        guard let photo = PhotoLibrary.shared.photos.first else { return }
        // snippet.fullSizeTests
        let empty = FullSizePhotoViewModel(photoArray: [], initialPhotoIndex: 1337)
        expect(empty.photoArray.isEmpty)
        expect(empty.initialPhotoIndex == 1337)
        let photoModel = PhotoModel(photo)
        let one = FullSizePhotoViewModel(
            photoArray: [photoModel], initialPhotoIndex: 0)
        expect(one.photoModel(at: -1) == nil)
        expect(one.photoModel(at: 1) == nil)
        expect(one.photoModel(at: 0) === photoModel)
        // snippet.end
        expect.report()
        page.say(
            en: """
                Then it splits initialPhotoName so that it asks initialPhotoModel, which \
                asks photoModelAtIndex:, and checks with an OCMock partial mock that the \
                call is made, with the initial index. The split view model, which the \
                screens have run since "The full-size view model", and a check that it \
                names the same photo as the first version at every index, out of \
                bounds included:
                """,
            zh: """
                接着，书中把 initialPhotoName 拆开，让它去问 initialPhotoModel，后者再去问 photoModelAtIndex:，\
                然后用一个 OCMock 的 partial mock 检查确实发生了这次调用，且参数是初始下标。\
                下面是拆开后的视图模型，也就是各个界面从“MVVM的具体实践：高清图视图模型”起一\
                直运行的那个，以及一项检查：对每一个下标，包括越界的，它给出的照片名字都和第一\
                版相同：
                """)
        fullSizeRefactoring(page)
        page.say(
            en: """
                Swift has no partial mocks, but a subclass can override the method and \
                write each call down:
                """,
            zh: "Swift 没有 partial mock，但子类可以重写这个方法，并记下每一次调用：")
        page.code(.pagerSpy)
        spyTest(page, photoModel)
    }

    /// The partial mock's test, with a spy.
    private static func spyTest(_ page: Narrator, _ photoModel: PhotoModel) {
        let expect = Expectations(page, .pagerSpyTest)
        page.code(.pagerSpyTest)
        // snippet.pagerSpyTest
        let spy = PagerSpy(photoArray: [photoModel], initialPhotoIndex: 0)
        expect(spy.initialPhotoModel === photoModel)
        expect(spy.asked.withLock { $0 } == [0])
        // snippet.end
        expect.report()
    }

    /// The book's gallery test, the lesson it teaches, and both ways of loading.
    private static func galleryTests(_ page: Narrator) {
        page.say(
            en: """
                The gallery view model is harder to test as it stands, so the book \
                moves the import into its own method, importPhotosSignal, the shape the \
                gallery has run since "The gallery view model". The move changes \
                neither the requests nor the photos:
                """,
            zh: """
                画廊的视图模型照现在的样子更难测试，所以书中把导入移进一个单独的方法 importPhotosSignal，\
                也就是画廊从“MVVM的具体实践：画廊视图模型”起一直运行的样子。这样移动既不改变\
                请求，也不改变照片：
                """)
        galleryRefactoring(page)
        page.say(
            en: """
                The book's test checks that init calls importPhotosSignal. The importer \
                itself it leaves untested, as beyond \
                the book. Its test makes an OCMock mock of the whole class, expects the \
                call, and then calls init on the mock, a trick that works because the \
                mock is a proxy; the book grants that this is a lot of code for one \
                method. A subclass that counts does the same:
                """,
            zh: """
                书中的测试检查 init 调用了 importPhotosSignal。导入器本身书中没有测试，认为那超出了本书的范围。这个测试\
                为整个类创建一个 OCMock 的 mock，预期这次调用，然后在 mock 上调用 init。这个技\
                巧之所以行得通，是因为 mock 是一个代理对象（proxy）；书中也承认，为一个方法写\
                这么多代码实在太多。一个会计数的子类可以做同样的事：
                """)
        page.code(.gallerySpy)
        let expect = Expectations(page, .gallerySpyTest)
        page.code(.gallerySpyTest)
        let scheduler = TestScheduler()
        // snippet.gallerySpyTest
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let spy = GallerySpy(importer: SignalImporter(fake), log: { _ in })
        expect(spy.imports.withLock { $0 } == 1)
        expect(fake.requests.isEmpty)
        // snippet.end
        expect.report()
        page.say(
            en: """
                The book draws the lesson itself: a view model's init should have no \
                side effects, and work such as importing should start from \
                didBecomeActiveSignal. The workbook's finished app does that, so its \
                gallery is tested the other way round: nothing is imported until the \
                screen appears. Here are both tests, each run on both view models:
                """,
            zh: """
                书中自己总结了教训：视图模型的 init 不应当有副作用，导入之类的工作应当从 didBecomeActiveSignal 开\
                始。练习册里完成的应用正是这样做的，所以它的画廊反过来测试：界面出现之前什么也\
                不导入。下面是这两个测试，各自在两个视图模型上运行：
                """)
        sideBySide(page)
        page.say(
            en: """
                Each test passes on the view model written for it, and fails on the \
                other. A view model that imports in init sends a request the moment it \
                is made, in every test and for every screen made ahead of time.
                """,
            zh: """
                每个测试在为它而写的视图模型上通过，在另一个上失败。在 init 里导入的视图模型一\
                创建就发出请求，在每个测试里如此，对每个提前创建的界面也是如此。
                """)
    }
}

/// What each of FakeImporter's operations promises, for the narration: the
/// contract of `FakeImporter.answer` in PixelsTesting, which makes every one of them.
func fakeRequestContract(_ page: Narrator) -> Contract {
    Contract(
        .cold, values: page.text(en: "one answer", zh: "一个应答"), errors: "PixelsError",
        completes: "`latency` ticks after subscribing", fails: "as told, same tick",
        scheduler: "the test scheduler", multicast: "no (a request per subscriber)",
        zh: .init(
            errors: "PixelsError", completes: "订阅之后 `latency` 刻", fails: "按要求失败，就在同一刻",
            scheduler: "测试调度者", multicast: "否（每个订阅者一个请求）"))
}
