import Narration
import Reactive

extension Section {
    /// Pipelines free themselves when they end; a cell's bindings end with the cell or its reuse.
    static let memoryManagement = Section("Memory management", "内存管理，自动释放 Pipeline") { page in
        let print = page.printer
        page.say(
            """
            Each step of a pipeline is one subscription, and a subscription is an \
            object that holds its closures and whatever they capture. \
            `Diagnostics.liveSubscriptions` counts those objects in the whole program; \
            this section prints it counted from the section's start, so 0 means \
            "nothing of ours left". A pipeline that ends, by completing or failing, \
            frees itself: nobody needs to keep or dispose anything. That is why the \
            third article asks for signals designed to complete whenever they can; \
            which of RAC's own sources do, 3.10 ran.
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
            """
            A signal that never ends is different. A cell that shows "posted N minutes \
            ago" listens to a clock that ticks forever. Free the cell, and the \
            subscription lives on, running its closure for a cell that is gone:
            """)
        leakingBinding(page, live: live)
        page.say(
            """
            Only the disposable could stop it. Once disposed, and once the variable \
            holding it has gone out of scope:
            """)
        page.output(live())
        page.say(
            """
            Rather than keeping disposables, tie the binding to the cell: \
            `take(during: cell.lifetime)` completes the pipeline when the cell is \
            freed, which frees the whole pipeline too. The keyboard article writes \
            this `takeUntil:self.rac_willDeallocSignal`; here `takeUntil(lifetime)` is \
            the same operator.
            """)
        lifetimeBinding(page, live: live)
        reuseBinding(page, live: live)
        page.book(
            "RACDisposable", "-[RACSignal takeUntil:]",
            "-rac_willDeallocSignal (the keyboard article's)",
            "-rac_prepareForReuseSignal (articles)")
        serialDisposable(page)
    }

    /// A disposable slot: what happens to the old content when a new one goes in.
    private static func serialDisposable(_ page: Narrator) {
        let print = page.printer
        page.differs(
            """
            setting a `SerialDisposable`'s `inner` disposes what it replaces, so a \
            slot that holds "the current binding" ends the old one by itself. \
            RAC2's `RACSerialDisposable` setter swaps the new one in and leaves the \
            old one running; only disposing of the slot ends its content.
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
            """
            A table view does not free its cells; it reuses them for other rows. Then \
            the binding should end when the cell is prepared for reuse, and the cell \
            binds again for its new photo. Each photo has its own clock here:
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
            """
            The sunset binding ended at the reuse, so its clock's tick 4 no longer \
            reaches the cell, and the count stayed the same: one binding out, one in.
            """)
    }
}
