import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The cell without its disposable: it observes its own key path,
    /// photoModel.thumbnailData; the summary's takeUntil, and the articles'.
    static let cellBindings = Section(
        "Cell bindings and reuse", ChineseTitle.of("和FunctionalReactivePixels一起实践", "单元格的绑定与复用")
    ) { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            en: """
                The book then looks again at its cell and finds two signs that \
                ReactiveCocoa could do more: the cell keeps state, its subscription, and \
                it manages a disposable's life by hand. Calling dispose yourself, the \
                book says, is a good hint that there is a more reactive way. Its cell \
                gets a photoModel property instead, and binds its image view once, in \
                init, to its own key path photoModel.thumbnailData, ignoring nil:
                """,
            zh: """
                随后书中回头审视它的单元格，发现了两个迹象，说明 ReactiveCocoa 还能做得更多：\
                单元格保存着状态，也就是它的订阅；它还在手动管理一个可释放对象的生命周期。书中说，\
                自己调用 dispose 往往暗示着存在一种更反应式的写法。\
                于是它的单元格改为拥有一个 photoModel 属性，并且只在 init 里绑定一次图片视图，\
                绑定到自己的键路径 photoModel.thumbnailData 上，忽略 nil：
                """)
        page.code(.finalCell)
        page.say(
            en: """
                The key path starts at the cell: RACObserve(self, \
                photoModel.thumbnailData) hears a change of either the cell's photo or \
                that photo's thumbnail, where RACObserve(photoModel, thumbnailData) \
                would watch one photo for ever. With MutableProperty the chain is \
                spelled out: map each photo to its thumbnail's signal, and keep only the \
                latest with switchToLatest, which lets go of the photo before:
                """,
            zh: """
                这条键路径从单元格出发：RACObserve(self, photoModel.thumbnailData) 无论是单元格换\
                了照片，还是照片的缩略图变了，都能察觉；而 RACObserve(photoModel, thumbnailData) 会\
                永远盯着同一张照片。用 MutableProperty 时，这条链要明明白白地写出来：\
                把每张照片映射成它的缩略图信号，再用 switchToLatest 只保留最新的一个，\
                它会放开前一张照片：
                """)
        let models = fixtures.photos.prefix(2).map(PhotoModel.init)
        guard models.count == 2, let thumbnail = fixtures.thumbnail(of: fixtures.photos[1])
        else {
            return page.output(
                page.text(en: "the fixtures hold fewer than two photos", zh: "测试数据里的照片不足两张"))
        }
        page.code(.followsItsPhoto)
        // snippet.followsItsPhoto
        let cell = Cell()
        cell.imageView.images.subscribeNext { image in
            print("the cell shows", image == nil ? "nothing" : "a thumbnail")
        }
        cell.photoModel.value = models[0]
        cell.photoModel.value = models[1]  // reused: handed the second photo
        models[0].thumbnailData.value = thumbnail  // not its photo any more
        models[1].thumbnailData.value = thumbnail
        // snippet.end
        page.say(
            en: """
                Nothing is left to end when the cell is reused, so prepareForReuse goes. \
                The book's chapter summary remembers this differently: it says the cell's \
                subscription ended with takeUntil:, which the code it shows never does. \
                takeUntil: with rac_prepareForReuseSignal is the recipe of the MVVM and \
                memory-management articles, and the app of Chapter 6 uses it; here it \
                is, with a lifetime that ends each time the cell is prepared for reuse:
                """,
            zh: """
                单元格被复用时已经没有什么需要结束的了，所以 prepareForReuse 也去掉了。\
                书中的章节总结对此的记述却不一样：它说单元格的订阅是用 takeUntil: 结束的，\
                可书中给出的代码从来没有这样做。takeUntil: 配合 rac_prepareForReuseSignal 是 MVVM 和\
                内存管理那几篇文章里的做法，第 6 章的应用也这样用；下面就是这种写法，\
                它用的生命周期在单元格每次准备复用时结束：
                """)
        page.code(.reusingCell)
        page.say(
            en: """
                Four cells go through the same scroll, on a virtual clock. The importer \
                has started both thumbnails at tick 0, the first photo's taking 3 ticks \
                and the second's 2; each cell is given the first photo at tick 0, and at \
                tick 1 the grid reuses it for the second:
                """,
            zh: """
                四个单元格在虚拟时钟上经历同样的一次滚动。导入器在第 0 刻就开始下载两张缩略图，\
                第一张照片的要 3 刻，第二张的要 2 刻；每个单元格在第 0 刻拿到第一张照片，到第 1 刻，\
                网格把它复用于第二张：
                """)
        page.code(.scroll)
        let first: @Sendable (CollectionViewCell, PhotoModel) -> Void = { cell, model in
            (cell as? FirstCell)?.setPhotoModel(model)
        }
        let runs = [
            CellRun(
                page.text(en: "no ending", zh: "不结束"), ForgetfulCell(), fixtures, page,
                give: first),
            CellRun("dispose", FirstCell(), fixtures, page, give: first),
            CellRun(page.text(en: "key path", zh: "键路径"), Cell(), fixtures, page) {
                ($0 as? Cell)?.photoModel.value = $1
            },
            CellRun("takeUntil", ReusingCell(), fixtures, page) {
                ($0 as? ReusingCell)?.setPhotoModel($1)
            },
        ].compactMap { $0 }
        guard runs.count == 4 else {
            return page.output(
                page.text(
                    en: "the fixtures hold no thumbnails for the first two photos",
                    zh: "测试数据里没有前两张照片的缩略图"))
        }
        page.say(
            en: """
                What each cell shows at the end, under the name of the photo it was given \
                last; then each run tick by tick (1 and 2 are the photos' thumbnails, n \
                is none; a download runs from ^ to !):
                """,
            zh: """
                下面先是每个单元格最后显示的内容，下方是它最后拿到的那张照片的名字；\
                然后是每一次运行的逐刻记录（1 和 2 是两张照片的缩略图，n 表示没有图；\
                一次下载从 ^ 开始，到 ! 结束）：
                """)
        page.picture(CellRun.picture(Array(runs.prefix(2))))
        page.picture(CellRun.picture(Array(runs.suffix(2))))
        page.marbles(runs[0].downloadMarbles + runs.map(\.marble), ticks: true)
        for run in runs { page.output(run.summary) }
        page.say(
            en: """
                Without an ending, the first photo's thumbnail arrived last and took the \
                second's place. The other three show the right picture. None of them \
                cancels a download: the downloads belong to the photo models, which the \
                gallery still holds, and a cell only stops looking.
                """,
            zh: """
                不结束的那个单元格，第一张照片的缩略图最后到达，顶替了第二张的位置。\
                其余三个显示的都是正确的图。它们都没有取消下载：下载属于数据模型，\
                而画廊仍然持有数据模型，单元格只是不再看它们了。
                """)
        page.book(
            "RACObserve(self, photoModel.thumbnailData)", "-ignore:", "RAC(self.imageView, image)",
            page.text(en: "-takeUntil: (the summary)", zh: "-takeUntil:（书中的总结）"),
            page.text(
                en: "-rac_prepareForReuseSignal (articles)", zh: "-rac_prepareForReuseSignal（出自文章）")
        )
    }
}
