import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// The gallery's import moved into its view model; the gallery makes the
    /// full-size view's view model: before and after, both run.
    static let theGalleryViewModel = Section(
        "The gallery view model", ChineseTitle.of("MVVM的具体实践", "画廊视图模型")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The gallery's view model takes the one piece of logic the book wants out \
                of its controller: loading the photos. Before, the controller bound the \
                import to its own photosArray:
                """,
            zh: """
                画廊的视图模型接手了书中想从控制器里移出的那一份逻辑：加载照片。改造之前，控制\
                器把导入绑定到它自己的 photosArray：
                """)
        page.code(.galleryBinding)
        page.say(
            en: """
                After, the view model binds it to its photos when it is made, and the \
                controller reads viewModel.photos wherever it read its own. When a photo \
                is chosen, the controller makes the full-size view's view model from \
                those photos and the index, as the book's gallery does in its \
                rac_signalForSelector: subscription. The view model, as the book first \
                writes it, and the controller:
                """,
            zh: """
                改造之后，视图模型在创建时就把导入绑定到自己的 photos，控制器凡是读自己 photosArray 的\
                地方，都改读 viewModel.photos。选中一张照片时，控制器用这些照片和下标创建高清\
                图视图的视图模型，就像书中的画廊在它的 rac_signalForSelector: 订阅里所做的那样。\
                下面是书中起初写的视图模型，以及控制器：
                """)
        page.code(.firstGalleryViewModel)
        page.code(.galleryAfter)
        page.listingNote("[FRPPhotoViewModel alloc]")
        page.say(
            en: """
                Both galleries on the fake photo API, on a virtual clock, shown at once, \
                with the grid drawn once the photos are in; then the second photo is \
                chosen. The gallery runs the view model as "Testing view models" \
                leaves it, with the import in a method of its own; that section shows \
                that the move changes neither the requests nor the photos:
                """,
            zh: """
                两个画廊都运行在假的照片 API 上，使用虚拟时钟，同时显示，等照片到齐后绘制一次\
                网格；然后选中第二张照片。画廊运行的是“测试ViewModels：高清图与画廊”一节改写\
                之后的视图模型，导入放在一个单独的方法里；那一节会表明，这样移动既不改变请求，\
                也不改变照片：
                """)
        page.code(.galleryBeforeAndAfter)
        let scheduler = TestScheduler()
        var rows: [[String]] = []
        // snippet.galleryBeforeAndAfter
        for version in ["before", "after"] {
            let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let importer = SignalImporter(fake)
            let context = ScreenContext(scheduler: scheduler)
            let gallery: CollectionViewController =
                version == "before"
                ? PixelsMVC.GalleryController(importer: importer, context: context)
                : GalleryController(
                    viewModel: GalleryViewModel(importer: importer) { print($0) },
                    importer: importer, context: context)
            context.navigator.push(gallery)
            scheduler.run()
            var frame = Frame(columns: 76, rows: 13)
            gallery.draw(into: &frame)  // the grid asks for its cells
            scheduler.run()
            gallery.open(at: 1)
            let title = (context.navigator.top as? PagerController)?.title ?? ""
            // snippet.hide
            rows.append(
                [version, "\(gallery.collectionView.visibleCells.count)"]
                    + [fake.requests.first ?? "", "\(fake.requests.count - 1)", title])
            // snippet.show
        }
        // snippet.end
        page.table(
            [
                page.text(en: "version", zh: "版本"), page.text(en: "cells", zh: "单元格"),
                page.text(en: "first request", zh: "第一个请求"), page.text(en: "then", zh: "之后"),
                page.text(en: "opened on", zh: "打开的照片"),
            ],
            rows.map { row in
                [page.text(en: row[0], zh: row[0] == "before" ? "改造前" : "改造后")] + row.dropFirst()
            })
        page.say(
            en: """
                The same requests, the same grid and the same photo opened: the \
                refactoring changed where the logic lives, not what it does. ("then" \
                counts the requests after the listing: a thumbnail for each photo, and \
                the details of the photo opened.)
                """,
            zh: """
                请求相同，网格相同，打开的照片也相同：重构改变的是逻辑所在的位置，而不是逻辑做\
                的事。（“之后”一栏数的是代码清单之后的请求：每张照片一个缩略图请求，再加上打开\
                的那张照片的详情请求。）
                """)
        page.say(
            en: """
                Loading in the view model's init is open to question, the book admits: \
                it could wait until the view model is active, which "Testing view \
                models" comes back to. And how much logic a view model takes is a \
                choice: the more it takes, the book finds, the lighter the view \
                controllers and the more of the code is cohesive and testable.
                """,
            zh: """
                书中也承认，在视图模型的 init 里加载是值得商榷的：它可以等到视图模型被激活时再\
                加载，“测试ViewModels：高清图与画廊”一节会回到这一点。而视图模型接手多少逻辑，是一种取\
                舍：书中发现，它接手得越多，视图控制器就越轻，代码中内聚而可测试的部分也越多。
                """)
        page.book(
            "FRPGalleryViewModel", "RAC(self, model) = [[… logError] catchTo:[RACSignal empty]]",
            "-rac_signalForSelector:fromProtocol:")
        page.differs(
            en: """
                the gallery's photos are a property of its own. The book binds \
                RVMViewModel's read-only `model` through key-value coding (RAC(self, \
                model)); here the base class's model is fixed when the view model is \
                made, so the gallery's view model keeps its photos in `photos`.
                """,
            zh: """
                画廊的照片是它自己的一个属性。书中通过键-值编码（RAC(self, model)）绑定 RVMViewModel 只\
                读的 `model`；这里基类的 model 在视图模型创建时就已固定，所以画廊的视图模型把\
                照片保存在 `photos` 里。
                """)
        page.differs(
            en: """
                the gallery's view model is made outside the controller and handed to \
                init(viewModel:importer:context:); the book's gallery controller makes \
                its own in its initialiser. And the gallery keeps Chapter 5's delegate \
                proxy, CollectionViewDelegateProxy, for the chosen photo, where the book \
                moves to rac_signalForSelector:fromProtocol: on the controller itself. \
                That relies on the Objective-C runtime to catch a delegate call; Swift \
                on Linux has no such runtime, so a proxy object turns the calls into \
                signals, as in Chapter 5.
                """,
            zh: """
                画廊的视图模型在控制器之外创建，再交给 init(viewModel:importer:context:)；书中\
                的画廊控制器在自己的初始化方法里创建它。此外，画廊沿用第 5 章的委托代理 \
                CollectionViewDelegateProxy 来得知选中的照片，而书中改为在控制器自身上调用 \
                rac_signalForSelector:fromProtocol:。那要靠 Objective-C 运行时截获代理方法的调用；\
                Linux 上的 Swift 没有这样的运行时，所以像第 5 章一样，由一个代理对象把这些调用\
                变成信号。
                """)
    }
}
