import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Subscribing with all three callbacks, with next only, and ending a subscription early.
    static let subscription = Section("Subscription", "订阅") { page in
        let print = page.printer
        page.say(
            """
            A signal does nothing until someone subscribes. subscribe takes one closure \
            for each kind of event, and each is called as its event arrives:
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
            """
            subscribeNext takes the values alone. That is enough for a signal that never \
            fails, such as a text field's text. On one that can fail, the failure goes by \
            unnoticed:
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
                """
                The download failed at tick \(download.subscriptions[0].disposed ?? 0), \
                and nothing was printed: the error had no closure to go to.
                """)
        }
        page.say(
            """
            Neither example kept what subscribe returned, and their closures still \
            ran to the end: a subscription keeps itself alive, and keeps its signal \
            going, until the signal ends. The book says the same of RAC2's \
            subscribers, which are retained for you.
            """)
        page.say(
            """
            Every subscribe returns a Disposable. Disposing it ends the subscription \
            early: no more events arrive, and the signal's clean-up runs. The book \
            calls disposing by hand possible but not typical: most subscriptions end \
            when their signal does, and Chapter 4 gives an endless signal an end \
            instead of keeping its disposable.
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
                """
                The scripted signal logs each subscription as a span of ticks: this one \
                began at \(letters.subscriptions[0].subscribed) and was disposed at \
                \(letters.subscriptions[0].disposed ?? 0), so c never came.
                """)
        }
        page.book(
            "-[RACSignal subscribeNext:error:completed:]", "-[RACSignal subscribeNext:]",
            "RACDisposable", "-[RACDisposable dispose]")
    }
}
