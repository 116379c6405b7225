import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Subscribing with all three callbacks, with next only, and ending a subscription early.
    static let subscription = Section("Subscription", "订阅") { page in
        let print = page.printer
        page.say(
            en: """
                A signal does nothing until someone subscribes. subscribe takes one closure \
                for each kind of event, and each is called as its event arrives:
                """,
            zh: """
                在有人订阅之前，信号什么也不做。subscribe 为每种事件各接收一个闭包，事\
                件到达时就调用对应的闭包：
                """)
        do {
            page.code(.threeCallbacks)
            // snippet.threeCallbacks
            let scheduler = TestScheduler()
            let letters = scheduler.coldSignal(
                [.next(1, "a"), .next(2, "b"), .completed(3)])
            letters.signal.subscribe(
                next: { print("tick \(scheduler.now): next \($0)") },
                error: { print("tick \(scheduler.now): error \($0)") },
                completed: { print("tick \(scheduler.now): completed") })
            scheduler.run()
            // snippet.end
        }
        page.say(
            en: """
                subscribeNext takes the values alone. That is enough for a signal that never \
                fails, such as a text field's text. On one that can fail, the failure goes by \
                unnoticed:
                """,
            zh: """
                subscribeNext 只接收值。对于从不失败的信号（比如文本框里的文字），这就\
                够了。但如果信号可能失败，失败就会悄无声息地溜过去：
                """)
        do {
            page.code(.nextOnly)
            // snippet.nextOnly
            let scheduler = TestScheduler()
            let download = scheduler.coldSignal(
                [.next(1, "a"), .error(2, LoadError.offline)])
            download.signal.subscribeNext { print("tick \(scheduler.now): next \($0)") }
            scheduler.run()
            // snippet.end
            page.say(
                en: """
                    The download failed at tick \(download.subscriptions[0].disposed ?? 0), \
                    and nothing was printed: the error had no closure to go to.
                    """,
                zh: """
                    下载在第 \(download.subscriptions[0].disposed ?? 0) 刻失败了，却什么也\
                    没有打印：这个错误没有闭包可以接收。
                    """)
        }
        page.say(
            en: """
                Neither example kept what subscribe returned, and their closures still \
                ran to the end: a subscription keeps itself alive, and keeps its signal \
                going, until the signal ends. The book says the same of RAC2's \
                subscribers, which are retained for you.
                """,
            zh: """
                两个例子都没有保存 subscribe 的返回值，它们的闭包却照样运行到了最后：订\
                阅会让自己一直存活，也让它的信号一直运行下去，直到信号结束。原书对 \
                RAC2 的订阅者也是这么说的：订阅者会被自动保留。
                """)
        page.say(
            en: """
                Every subscribe returns a Disposable. Disposing it ends the subscription \
                early: no more events arrive, and the signal's clean-up runs. The book \
                calls disposing by hand possible but not typical: most subscriptions end \
                when their signal does, and Chapter 4 gives an endless signal an end \
                instead of keeping its disposable.
                """,
            zh: """
                每次 subscribe 都会返回一个 Disposable（可释放对象）。释放（dispose）\
                它，就会提前结束订阅：之后不再有事件到达，信号的清理工作随即运行。原书\
                说，手动释放是可以的，但不是典型的做法：大多数订阅随着信号的结束而结\
                束；第 4 章会给一个没有尽头的信号设定终点，而不是保存它的可释放对象。
                """)
        page.translationNote(
            en: """
                The translation renders the book's "dispose of" as 配置 (configure): \
                “手动配置这个‘订阅者’” means disposing of the subscriber by hand, and 配置信号 \
                in the next sentence means disposing of subscriptions when views are reused.
                """,
            zh: """
                译本把原文的 dispose 译成了“配置”：“手动配置这个‘订阅者’”说的是手动\
                释放订阅者；紧接着的“如何去有效地配置信号”，说的也是在视图复用时释放订\
                阅，而不是配置什么。
                """)
        do {
            page.code(.disposeEarly)
            // snippet.disposeEarly
            let scheduler = TestScheduler()
            let letters = scheduler.coldSignal(
                [.next(1, "a"), .next(2, "b"), .next(3, "c"), .completed(4)])
            let subscription = letters.signal.subscribeNext {
                print("tick \(scheduler.now): next \($0)")
            }
            scheduler.advance(to: 2)
            subscription.dispose()
            scheduler.run()
            print(letters.subscriptions)
            // snippet.end
            page.say(
                en: """
                    The scripted signal logs each subscription as a span of ticks: this one \
                    began at \(letters.subscriptions[0].subscribed) and was disposed at \
                    \(letters.subscriptions[0].disposed ?? 0), so c never came.
                    """,
                zh: """
                    脚本信号把每次订阅记成一段时刻：这次订阅从第 \
                    \(letters.subscriptions[0].subscribed) 刻开始，在第 \
                    \(letters.subscriptions[0].disposed ?? 0) 刻被释放，所以 c 始终没有到\
                    来。
                    """)
        }
        page.book(
            "-[RACSignal subscribeNext:error:completed:]", "-[RACSignal subscribeNext:]",
            "RACDisposable", "-[RACDisposable dispose]")
    }
}
