import Narration
import Reactive

extension Section {
    /// Pipelines free themselves when they end; a cell's bindings end with the cell or its reuse.
    static let memoryManagement = Section(
        "Memory management", ChineseTitle.of("内存管理，自动释放 Pipeline", from: .halfTheEffort)
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Each step of a pipeline is one subscription, and a subscription is an \
                object that holds its closures and whatever they capture. \
                `Diagnostics.liveSubscriptions` counts those objects in the whole program; \
                this section prints it counted from the section's start, so 0 means \
                "nothing of ours left". A pipeline that ends, by completing or failing, \
                frees itself: nobody needs to keep or dispose anything. That is why the \
                article Half the Effort asks for signals designed to complete whenever \
                they can; which of RAC's own sources do, Chapter 3's delegate recipe ran.
                """,
            zh: """
                管道的每一步都是一个订阅，而订阅是一个对象，持有它的闭包以及闭包捕获的一切。\
                `Diagnostics.liveSubscriptions` 统计整个程序里这样的对象有多少；\
                本节打印的是从本节开始算起的数目，所以 0 表示“我们的东西一个不剩”。一条管道结束时，\
                无论是完成还是失败，都会释放自己：谁都不需要保存或释放什么。\
                所以《事半功倍》才要求：信号尽量设计成会完成的。RAC 自带的信号源里哪些会完成，\
                第 3 章“从代理创建一个信号以及其他异步行为”一节已经演示过了。
                """)
        page.code(.liveCount)
        // snippet.liveCount
        let baseline = Diagnostics.liveSubscriptions
        let live: @Sendable () -> String = {
            "live subscriptions: \(Diagnostics.liveSubscriptions - baseline)"
        }
        // snippet.end
        page.code(.pipelineEnds)
        // snippet.pipelineEnds
        let numbers = Subject<Int>()
        numbers.signal.map { $0 * 10 }.filter { $0 > 10 }
            .subscribeNext { print($0) }
        print(live())
        numbers.sendNext(1)
        numbers.sendNext(2)
        numbers.sendCompleted()
        print(live())
        // snippet.end
        page.say(
            en: """
                A signal that never ends is different. A cell that shows "posted N minutes \
                ago" listens to a clock that ticks forever. Free the cell, and the \
                subscription lives on, running its closure for a cell that is gone:
                """,
            zh: """
                永不结束的信号就不一样了。一个显示“N 分钟前发布”的单元格，\
                监听的是一个永远走下去的时钟。释放了单元格，订阅却还活着，\
                还在为一个已经不存在的单元格执行闭包：
                """)
        leakingBinding(page, live: live)
        page.say(
            en: """
                Only the disposable could stop it. Once disposed, and once the variable \
                holding it has gone out of scope:
                """,
            zh: """
                只有可释放对象能让它停下。把它释放掉，并且持有它的变量也离开了作用域之后：
                """)
        page.output(live())
        page.say(
            en: """
                Rather than keeping disposables, tie the binding to the cell: \
                `take(during: cell.lifetime)` completes the pipeline when the cell is \
                freed, which frees the whole pipeline too. The article Half the Effort writes \
                this `takeUntil:self.rac_willDeallocSignal`; here `takeUntil(lifetime)` is \
                the same operator.
                """,
            zh: """
                与其保存可释放对象，不如把绑定和单元格连在一起：\
                `take(during: cell.lifetime)` 在单元格被释放时让管道完成，整条管道也就随之释放。\
                《事半功倍》把它写成 `takeUntil:self.rac_willDeallocSignal`；\
                这里的 `take(during:)`（也可写作 `takeUntil(lifetime)`）就是同一个操作符。
                """)
        lifetimeBinding(page, live: live)
        reuseBinding(page, live: live)
        page.book(
            "RACDisposable", "-[RACSignal takeUntil:]",
            page.text(
                en: "-rac_willDeallocSignal (Half the Effort's)",
                zh: "-rac_willDeallocSignal（出自《事半功倍》）"),
            page.text(
                en: "-rac_prepareForReuseSignal (MVVM ReactiveCocoa's, Half the Effort's)",
                zh: "-rac_prepareForReuseSignal（出自《MVVM ReactiveCocoa》和《事半功倍》）"))
        serialDisposable(page)
    }

    /// A disposable slot: what happens to the old content when a new one goes in.
    private static func serialDisposable(_ page: Narrator) {
        let print = page.printer
        page.differs(
            en: """
                setting a `SerialDisposable`'s `inner` disposes what it replaces, so a \
                slot that holds "the current binding" ends the old one by itself. \
                RAC2's `RACSerialDisposable` setter swaps the new one in and leaves the \
                old one running; only disposing of the slot ends its content.
                """,
            zh: """
                设置 `SerialDisposable` 的 `inner` 时，被替换掉的那个会被释放，\
                所以一个存放“当前绑定”\
                的槽位会自己结束旧的绑定。RAC2 的 `RACSerialDisposable` 的 setter 只是把新的换上，\
                旧的仍在运行；只有释放这个槽位本身，才会结束其中的内容。
                """)
        page.code(.serialSlot)
        // snippet.serialSlot
        let slot = SerialDisposable()
        slot.inner = ActionDisposable { print("sunset binding disposed") }
        slot.inner = ActionDisposable { print("harbour binding disposed") }
        // snippet.end
    }

    /// A binding to a clock that never ends: it outlives its cell until disposed.
    private static func leakingBinding(_ page: Narrator, live: @escaping @Sendable () -> String) {
        let print = page.printer
        page.code(.leak)
        // snippet.leak
        let clock = Subject<Int>()
        let runs = RunCounter()
        var cell: PhotoCell? = PhotoCell()
        let subscription = clock.signal.map { "posted \($0) min ago" }
            .subscribeNext { [weak cell] text in
                runs.increment()
                cell?.caption = text
            }
        print(live())
        cell = nil
        clock.sendNext(1)
        print("\(live()), closure ran ×\(runs.count)")
        subscription.dispose()
        // snippet.end
    }

    /// A binding that ends with the cell's lifetime.
    private static func lifetimeBinding(_ page: Narrator, live: @escaping @Sendable () -> String) {
        let print = page.printer
        page.code(.lifetime)
        // snippet.lifetime
        let clock = Subject<Int>()
        var cell: PhotoCell? = PhotoCell()
        clock.signal.map { "posted \($0) min ago" }
            .take(during: cell!.lifetime)
            .subscribeNext { [weak cell] text in cell?.caption = text }
        print(live())
        cell = nil
        print(live())
        // snippet.end
    }

    /// A binding that ends when its cell is reused for another photo.
    private static func reuseBinding(_ page: Narrator, live: @escaping @Sendable () -> String) {
        let print = page.printer
        page.say(
            en: """
                A table view does not free its cells; it reuses them for other rows. Then \
                the binding should end when the cell is prepared for reuse, and the cell \
                binds again for its new photo. Each photo has its own clock here:
                """,
            zh: """
                表格视图不会释放它的单元格，而是把它们复用到别的行上。这时，\
                绑定应该在单元格准备复用时结束，单元格再为新照片重新绑定。\
                这里每张照片都有自己的时钟：
                """)
        page.code(.reuse)
        // snippet.reuse
        let sunsetClock = Subject<Int>()
        let harbourClock = Subject<Int>()
        func show(_ photo: String, clock: Signal<Int>, in cell: PhotoCell) {
            clock.map { "\(photo), posted \($0) min ago" }
                .takeUntil(cell.prepareForReuseSignal)
                .subscribeNext { [weak cell] text in cell?.caption = text }
        }
        let cell = PhotoCell()
        show("sunset", clock: sunsetClock.signal, in: cell)
        sunsetClock.sendNext(3)
        print("\(cell.caption); \(live())")
        cell.prepareForReuse()
        show("harbour", clock: harbourClock.signal, in: cell)
        sunsetClock.sendNext(4)
        harbourClock.sendNext(7)
        print("\(cell.caption); \(live())")
        // snippet.end
        page.say(
            en: """
                The sunset binding ended at the reuse, so its clock's tick 4 no longer \
                reaches the cell, and the count stayed the same: one binding out, one in.
                """,
            zh: """
                sunset 的绑定在复用时就结束了，所以它的时钟后来发出的 4 不再到达单元格，\
                订阅数也保持不变：一个绑定出去，一个绑定进来。
                """)
    }
}
