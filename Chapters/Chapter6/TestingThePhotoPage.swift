import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The book's tests of the photo view model, run live; then the finished
    /// app's spinner, which the book does not test.
    static let testingThePhotoPage = Section(
        "Testing the photo page", ChineseTitle.of("测试ViewModels", "照片视图模型")
    ) {
        page in
        page.say(
            en: """
                Last, the photo view model, where side effects and didBecomeActiveSignal \
                meet again. The book checks that the view model passes the photo's name \
                through: first with a mocked model, and again in its last test, "should \
                return the correct photo name", with a real one, where no mock is needed:
                """,
            zh: """
                最后是照片视图模型，副作用和 didBecomeActiveSignal 在这里再次相遇。书中检查视\
                图模型会把照片的名字原样传出来：先用 mock 的数据模型；它的最后一个测试“should \
                return the correct photo name”再用真实的数据模型检查一次，这时不需要任何 mock：
                """)
        guard let photo = PhotoLibrary.shared.photos[safe: 1],
            let image = try? PhotoLibrary.shared.image(named: "\(photo.id)-4.ppm")
        else {
            return page.output(
                page.text(en: "the photo fixtures could not be read", zh: "无法读取照片的测试数据"))
        }
        nameTest(page, photo)
        page.say(
            en: """
                Its init is long and untested, so the book moves the download into \
                downloadPhotoModelDetails, the shape the pages have run since "The \
                photo view model". The move changes neither the loading flag nor the \
                image:
                """,
            zh: """
                它的 init 很长，又没有测试，所以书中把下载移进 downloadPhotoModelDetails，也就\
                是页面从“MVVM的具体实践：照片视图模型”起一直运行的样子。这样移动既不改变 loading \
                标志，也不改变图片：
                """)
        photoRefactoring(page)
        page.say(
            en: """
                Then the book checks, with a partial mock, that becoming active calls \
                the new method; a spy counts the calls:
                """,
            zh: "接着，书中用一个 partial mock 检查变为激活时会调用这个新方法；这里用一个 spy 来计数调用：")
        page.code(.photoSpy)
        activationTest(page, photo)
        page.say(
            en: """
                The book's test looks only after the view model becomes active. See \
                how simple testing is, it says, once the side effect is out of init and \
                in the subscription to didBecomeActiveSignal. Its remaining tests repeat \
                the mocked name test, then check that the model's image data becomes \
                the view model's image; the importer \
                here has decoded the image already, so the view model passes it on:
                """,
            zh: """
                书中的测试只在视图模型变为激活之后才去查看。书中感叹：一旦副作用离开 init、移\
                进对 didBecomeActiveSignal 的订阅，测试就变得如此简单。它余下的测试先把用 \
                mock 检查照片名的那个测试再写一遍，再检查数据模型的图片数据会成为视图模型的图片；这里的导入器已经把图片解码好了，所以视图\
                模型只是把它传下去：
                """)
        imageTest(page, photo, image)
        page.say(
            en: """
                That, the book says, is all there is to unit-testing its view models, \
                and none of it touched UIKit: a well-written view model has nothing to \
                do with the classes the user touches. Small, cohesive methods are \
                easier to test than ones full of side effects, which is the spirit of \
                functional reactive programming.
                """,
            zh: """
                书中说，对视图模型做单元测试就是这么多，而且没有一处碰到 UIKit：一个写得好的视\
                图模型，与用户所接触的那些类毫无关系。小而内聚的方法比充满副作用的方法更容易测\
                试，这正是函数式反应型编程的精神。
                """)
        page.say(
            en: """
                What the book's tests leave out is the spinner, and the book's view \
                model has the bug "MVVM in practice" showed. The workbook's finished \
                app tests its own page's loading flag over time: it should rise when \
                the page becomes active and fall when the image has arrived, every \
                time. The page shows at 1, hides at 7 (after its image came) and shows \
                at 8; a test can compare the recorded run with a marble string, t for \
                true and f for false:
                """,
            zh: """
                书中的测试漏掉的是进度 HUD，而书中的视图模型正有上文展示过的那\
                个缺陷（见“MVVM的具体实践：激活的生命周期”一节）。练习册里完成的应用会测试它自己页面的 loading 标志随时间的变化：每一次，\
                它都应当在页面变为激活时升起，在图片到达后落下。页面在第 1 刻显示，第 7 刻隐藏\
                （此时图片已经到了），第 8 刻再次显示；测试可以把记录下的运行与一个弹珠字符串\
                （marble string）比较，t 表示 true，f 表示 false：
                """)
        loadingTest(page)
        page.book(
            "FRPPhotoViewModelTests", "photoName", "-downloadPhotoModelDetails",
            page.text(
                en: "+[UIImage imageWithData:] (mocked)", zh: "+[UIImage imageWithData:]（被 mock）"),
            page.text(
                en: "FRPPhotoViewModel.loading (untested)", zh: "FRPPhotoViewModel.loading（未测试）"))
        page.differs(
            en: """
                Only the test with the real model runs here. The book's first version \
                mocks the photo model with OCMock and partially mocks the view model; \
                Swift has no partial mocks of a class, and the real model makes the same \
                check of the name. And the image test checks a hand-over, not a mapping: \
                the book's view model turns the model's data into a UIImage, and its test \
                mocks +imageWithData: to see that happen; here the importer decodes each \
                image as it arrives (Chapter 5), so the view model has nothing to decode.
                """,
            zh: """
                这里只运行用真实数据模型的那个测试。书中的第一个版本用 OCMock 模拟数据模型，\
                并对视图模型做 partial mock；Swift 里没有对类的 partial mock，而真实的数据模型\
                做的是同一项关于名字的检查。另外，关于图片的测试检查的是转交，而不是映射：\
                书中的视图模型把数据模型里的数据变成 UIImage，它的测试模拟 +imageWithData: \
                来确认这一步发生了；这里导入器在每张图片到达时就已经解码（第 5 章），\
                视图模型没有什么需要解码的。
                """)
    }

    /// The book's two name tests.
    private static func nameTest(_ page: Narrator, _ photo: Photo) {
        let expect = Expectations(page, .nameTest)
        page.code(.nameTest)
        // snippet.nameTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let viewModel = PhotoViewModel(
            model: PhotoModel(photo), importer: SignalImporter(fake))
        expect(viewModel.photoName == "Chelsea the Cat")
        // snippet.end
        expect.report()
    }

    /// The book's test: becoming active calls downloadPhotoModelDetails.
    private static func activationTest(_ page: Narrator, _ photo: Photo) {
        let expect = Expectations(page, .activationTest)
        page.code(.activationTest)
        // snippet.activationTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let spy = PhotoSpy(model: PhotoModel(photo), importer: SignalImporter(fake))
        spy.isActive = true
        expect(spy.downloads.withLock { $0 } == 1)
        // snippet.end
        expect.report()
    }

    /// The book's test: the model's image becomes the view model's.
    private static func imageTest(_ page: Narrator, _ photo: Photo, _ image: Image) {
        let expect = Expectations(page, .imageTest)
        page.code(.imageTest)
        // snippet.imageTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let model = PhotoModel(photo)
        let viewModel = PhotoViewModel(model: model, importer: SignalImporter(fake))
        model.fullsizeData.value = image
        expect(viewModel.photoImage.value == image)
        // snippet.end
        expect.report()
    }

    /// The finished app's loading flag over virtual time, as a marble string.
    private static func loadingTest(_ page: Narrator) {
        let expect = Expectations(page, .pageLoading)
        page.code(.pageLoading)
        // snippet.pageLoading
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = Pixels.PhotoViewModel(
            photo: PhotoLibrary.shared.photos[0], importer: importer)
        let loading = scheduler.record(model.isLoading)
        scheduler.schedule(at: 1) { model.isActive = true }
        scheduler.schedule(at: 7) { model.isActive = false }
        scheduler.schedule(at: 8) { model.isActive = true }
        scheduler.run()
        expect(Marbles.render(loading.events, symbol: letter) == "ft---f--t---f")
        // snippet.end
        page.marbles([MarbleLine("isLoading", loading, symbol: letter)], ticks: true)
        expect.report()
        page.say(
            en: """
                Hiding the page at 7 changed nothing, since nothing was loading; each \
                activation took four ticks to load: two for the details, two for the image.
                """,
            zh: """
                第 7 刻隐藏页面没有改变任何东西，因为那时并没有在加载；每次激活都用四刻加载完：\
                两刻取详情，两刻取图片。
                """)
    }
}
