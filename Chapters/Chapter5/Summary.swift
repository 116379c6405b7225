import Narration
import Reactive

extension Section {
    /// The book's summary of the chapter, point by point, and where each ran.
    static let summary = Section("Summary", "总结") { page in
        let print = page.printer
        page.say(
            en: """
                The book sums the chapter up in four points. Functional programming helps \
                anywhere: the importer's JSON code has nothing reactive in it, and map, \
                filter and first still made it shorter. Side effects belong in \
                subscribeNext: and its kin, which return a disposable that lives until \
                the signal is done. Explicit disposal is best avoided. And the memory \
                takes care of itself, as long as no block captures self strongly.
                """,
            zh: """
                书中用四点总结这一章。函数式编程在任何地方都有用：导入器里解析 JSON 的代码没有一点反\
                应式的成分，map、filter 和 first 照样让它变短了。副作用应该放在 subscribeNext: 及其\
                同类方法里，它们返回一个可释放对象，一直存活到信号结束。应当尽量避免显式地释放订阅。\
                至于内存，只要没有 block 强引用 self，它自己就能管好。
                """)
        page.table(
            [
                page.text(en: "the book's point", zh: "书中的要点"),
                page.text(en: "where this chapter ran it", zh: "本章在哪里运行过"),
            ],
            [
                [
                    page.text(en: "functional code anywhere", zh: "函数式代码处处可用"),
                    page.text(
                        en: "Reading the listing: filter, map, first",
                        zh: "解析列表：filter、map、first"),
                ],
                [
                    page.text(en: "side effects in subscribeNext", zh: "副作用放进 subscribeNext"),
                    page.text(
                        en: "The gallery: reload on each photosArray",
                        zh: "加载照片：photosArray 每变一次就重新加载网格"),
                ],
                [
                    page.text(en: "no explicit disposal", zh: "不显式释放"),
                    page.text(
                        en: "Cell bindings and reuse: the cell's key path",
                        zh: "单元格的绑定与复用：单元格的键路径"),
                ],
                [
                    page.text(en: "never capture self strongly", zh: "绝不强引用 self"),
                    page.text(
                        en: "The gallery: [weak self] (Chapter 4)",
                        zh: "加载照片：[weak self]（第 4 章）"),
                ],
            ])
        page.say(
            en: """
                The subscription's disposable is the handle on that side effect: it runs \
                until the signal ends or the disposable is disposed of, whichever comes \
                first:
                """,
            zh: """
                订阅返回的可释放对象，就是控制这个副作用的把手：副作用一直运行，\
                直到信号结束或者可释放对象被释放，以先到者为准：
                """)
        page.code(.sideEffect)
        // snippet.sideEffect
        let photoNames = MutableProperty<[String]>([])
        let reloading = photoNames.signal.subscribeNext { names in
            print("reload the grid:", names)
        }
        photoNames.value = ["Astronaut Eileen Collins"]
        reloading.dispose()
        photoNames.value = ["Chelsea the Cat"]  // nobody reloads now
        // snippet.end
        page.say(
            en: """
                The third point, in the book's words, is that takeUntil: ended the \
                cell's subscriptions by itself; as "Cell bindings and reuse" showed, the \
                code it gives ends them with a key path instead, and takeUntil: is the \
                articles' way. The translator adds a note: the functions of this kind of \
                functional reactive programming are not pure, since they have side \
                effects, and the book's point is where to put them.
                """,
            zh: """
                书中的第三点说，是 takeUntil: 自动结束了单元格的订阅；\
                但正如“和FunctionalReactivePixels一起实践：单元格的绑定与复用”一节所示，书中给出的代码是用键路径结束订阅\
                的，takeUntil: 是那几篇文章的做法。译本的译者在这里另附了一段说明：\
                这类函数式反应型编程中的函数并不纯，因为它们有副作用，而书中这一点讲的正是副作用该放在\
                哪里。
                """)
        page.translationNote(
            en: """
                The translation's summary keeps the book's claim that it used \
                `takeUntil:` to end FRPCell's subscription (“用 `takeUntil:` 来自动处理 \
                `FRPCell` 类的订阅”). None of the chapter's FRPCells calls takeUntil:. The \
                first disposes of its binding in prepareForReuse; the last observes the \
                key path RACObserve(self, photoModel.thumbnailData). The gloss that \
                follows, “直到它的参数被传递下去” (until its argument is passed on), is \
                garbled as well: takeUntil: lets the receiver's values through until the \
                signal given as its argument sends a value or completes, and then \
                completes. The point's heading also writes 显示 (display) for 显式 \
                (explicit).
                """,
            zh: """
                译本的总结沿用了原书的说法，称书中“用 `takeUntil:` 来自动处理 `FRPCell` 类的订阅”。\
                可本章的 FRPCell 从来没有调用过 takeUntil:：最初的版本在 prepareForReuse 里调\
                用 dispose，最后的版本观察键路径 RACObserve(self, photoModel.thumbnailData)。\
                紧接着的“直到它的参数被传递下去”一句也译得不通，原意是：takeUntil: 放行接收者的值，\
                直到作为参数的那个信号发出一个值或者完成，随后它自己也就完成了。另外，\
                这一条标题里的“显示”应为“显式”（explicit）。
                """)
        page.book("-subscribeNext:", "RACDisposable", "-takeUntil:", "@weakify, @strongify")
    }
}
