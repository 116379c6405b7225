import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// ReactiveViewModel, and the full-size view's logic moved into its view
    /// model: before and after, both run.
    static let theFullSizeViewModel = Section(
        "The full-size view model", ChineseTitle.of("MVVM的具体实践", "高清图视图模型")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The refactoring itself starts with a library: ReactiveViewModel, \
                version 0.1.1, whose RVMViewModel is the base class of the book's view \
                models. Here it is ViewModel, in the reactive library: it keeps a model \
                (given to init(model:)) and has an active flag, which the photo page \
                will need. The book starts with the full-size view, because it has the \
                least logic. Before, in Chapter 5, its controller kept the photos and \
                worked out each page and title itself:
                """,
            zh: """
                重构本身从一个库开始：ReactiveViewModel 0.1.1 版，书中的视图模型都以它的 RVMViewModel 为\
                基类。在这里它是 Reactive 库中的 ViewModel：它保存一个数据模型（传给 init(model:)），\
                并有一个 active 标志，照片页面会用到它。书中从高清图视图开始，因为它的逻辑最少。\
                改造之前，在第 5 章里，它的控制器自己保存照片，自己算出每一页和标题：
                """)
        page.code(.fullSizeController)
        page.say(
            en: """
                After, the controller keeps a view model, and asks it. The view model's \
                model is the array of photos; it remembers the index the pager opened \
                at, and answers the photo at any index (nil out of bounds) and the first \
                photo's name. The book first writes it like this:
                """,
            zh: """
                改造之后，控制器保存一个视图模型，遇事就问它。视图模型的数据模型是照片数组；它\
                记住翻页器打开时的下标，能回答任意下标处的照片（越界时为 nil）以及第一张照\
                片的名字。书中起初是这样写的：
                """)
        page.code(.firstFullSizeViewModel)
        page.code(.fullSizeAfter)
        page.listingNote("self.viewModel.photoArray.count")
        page.editorNote(
            en: """
                The article 《MVVM的具体实践》 names the new class FRPFullSizedPhotoViewModel, \
                with a d, in the sentence that creates it; its listings, like the book, \
                call it FRPFullSizePhotoViewModel, the name meant.
                """,
            zh: """
                文章《MVVM的具体实践》在创建这个类的那句话里把它写成了 \
                FRPFullSizedPhotoViewModel，多了一个 d；文章的代码清单和书中一样，\
                都叫它 FRPFullSizePhotoViewModel，这才是本来的名字。
                """)
        page.say(
            en: """
                These getters are trivial logic that could have stayed in the \
                controller, the book grants; but nothing is written twice, and each can \
                be tested on its own, as "Testing view models" does. Both versions, on \
                the fake photo API, opened at the second photo, then paged on twice and \
                back once, with the same delegate proxy listening to each. The \
                controller runs the view model as "Testing view models" leaves it, with \
                initialPhotoName asking initialPhotoModel; that section shows that the \
                split changes no name:
                """,
            zh: """
                书中也承认，这些 getter 都是些简单的逻辑，本可以留在控制器里；但这样一来没有哪\
                段代码写了两遍，而且每一个都能单独测试，“测试ViewModels：高清图与画廊”一节就是这么做的。\
                下面两个版本都运行在假的照片 API 上，从第二张照片打开，然后向后翻两页、再往回\
                翻一页，各自由同样的委托代理监听。控制器运行的是“测试ViewModels：高清图与画廊”\
                一节改写之后的视图模型，其中 initialPhotoName 改为去问 initialPhotoModel；那一\
                节会表明，这样拆开不会改变任何名字：
                """)
        page.code(.fullSizeBeforeAndAfter)
        let scheduler = TestScheduler()
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        // snippet.fullSizeBeforeAndAfter
        let importer = SignalImporter(fake)
        let context = ScreenContext(scheduler: scheduler)
        let photos = PhotoLibrary.shared.photos.map(PhotoModel.init)
        let before = PixelsMVC.FullSizeController(
            photoModels: photos, currentPhotoIndex: 1, importer: importer,
            context: context)
        let viewModel = FullSizePhotoViewModel(
            photoArray: photos, initialPhotoIndex: 1)
        let after = FullSizeController(
            viewModel: viewModel, importer: importer, context: context)
        let delegates = [FullSizeDelegateProxy(), FullSizeDelegateProxy()]
        before.delegate = delegates[0]
        after.delegate = delegates[1]
        for (name, delegate) in zip(["before", "after"], delegates) {
            delegate.didScroll.subscribeNext { print(name, "scrolled to", $0.1) }
        }
        var titles = [["opened", before.title, after.title]]
        for turn in [1, 1, -1] {
            before.turnPage(by: turn)
            after.turnPage(by: turn)
            titles.append([turn > 0 ? "→" : "←", before.title, after.title])
        }
        // snippet.end
        let steps = ["opened": "打开时", "→": "向后翻", "←": "往回翻"]
        page.table(
            [
                page.text(en: "step", zh: "步骤"), page.text(en: "before: title", zh: "改造前：标题"),
                page.text(en: "after: title", zh: "改造后：标题"),
            ],
            titles.map { [page.text(en: $0[0], zh: steps[$0[0]] ?? $0[0])] + $0.dropFirst() })
        let same = titles.allSatisfy { $0[1] == $0[2] }
        page.say(
            en: """
                The two showed \(same ? "the same titles at every step" : "different titles"), \
                and told their delegates the same indexes. The gallery, which makes the \
                full-size view, now makes its view model too, from the photos and the \
                index chosen, in its collection view proxy's subscription; the next \
                section shows it.
                """,
            zh: """
                两者\(same ? "每一步显示的标题都相同" : "显示的标题不同")，告诉各自代理的下标\
                也相同。画廊负责创建高清图视图，现在也一并创建它的视图模型：在它的网格视图代\
                理的订阅中，用这些照片和选中的下标来创建；下一节会展示这一点。
                """)
        page.book(
            "ReactiveViewModel 0.1.1", "RVMViewModel", "-[RVMViewModel initWithModel:]",
            "FRPFullSizePhotoViewModel", "-initWithPhotoArray:initialPhotoIndex:",
            "-photoModelAtIndex:", "initialPhotoName")
        page.differs(
            en: """
                the model is read through a typed property. The book redeclares \
                RVMViewModel's `id model` as `NSArray *model`; Swift cannot narrow a \
                stored property in a subclass, so the view model hands the photos to \
                `ViewModel(model:)` and reads them back as `photoArray`.
                """,
            zh: """
                通过一个有类型的属性读取数据模型。书中把 RVMViewModel 的 `id model` 重新声明为 `NSArray *\
                model`；Swift 不能在子类中收窄一个存储属性的类型，所以这个视图模型把照片交给 `ViewModel(model:)`，\
                再以 `photoArray` 读回来。
                """)
        page.differs(
            en: """
                the controller takes its view model through an initialiser, \
                init(viewModel:importer:context:). The book's \
                FRPFullSizePhotoViewController has a viewModel property, which the \
                gallery sets after making the controller and before pushing it, and \
                which viewDidLoad then reads. Through init, no controller exists \
                without its view model, and viewModel can be a let.
                """,
            zh: """
                控制器通过初始化方法 init(viewModel:importer:context:) 拿到视图模型。书中的 \
                FRPFullSizePhotoViewController 有一个 viewModel 属性，画廊创建控制器之后、推入\
                之前设置它，viewDidLoad 再读取它。通过 init 传入，就不会有缺少视图模型的控制\
                器，viewModel 也可以是 let。
                """)
    }
}
