import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Chapter 4's instant search, kept to the latest query by
    /// `switchToLatest` and by cancelling a task, on the same typing.
    static func instantSearch(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The user types "ca" at 0 and "cat" at 2. The search for "ca" would take \
            5 ticks, the one for "cat" 1. First with signals on a TestScheduler, each \
            query mapped to its search and `switchToLatest` keeping the newest:
            """)
        page.code(.searchBySignal)
        // snippet.searchBySignal
        let scheduler = TestScheduler()
        let typed = scheduler.hotSignal([.next(0, "ca"), .next(2, "cat")])
        let slow = scheduler.coldSignal([.next(5, ["cake", "cat"]), .completed(5)])
        let fast = scheduler.coldSignal([.next(1, ["cat"]), .completed(1)])
        typed.signal.map { $0 == "ca" ? slow.signal : fast.signal }
            .switchToLatest()
            .subscribeNext { print("tick \(scheduler.now): the box shows \($0)") }
        scheduler.run()
        print("the search for \"ca\" was subscribed \(slow.subscriptions)")
        // snippet.end
        page.say(
            """
            Then with tasks on a TestClock, a second for each tick. Each keystroke \
            cancels the task of the search before and starts one for its query. The \
            search here is a sleep on the clock, which heeds cancellation. The run \
            waits for each task whose end it reports before it moves the clock on, \
            so it prints in the same order every time:
            """)
        page.code(.searchByTask)
        page.runAsync { @MainActor in
            // snippet.searchByTask
            let clock = TestClock()
            var searching: Task<Void, Never>?
            func type(_ query: String, takes seconds: Int, finds: [String]) {
                searching?.cancel()
                searching = Task { @MainActor in
                    let answer = clock.now.advanced(by: .seconds(seconds))
                    let tick = { clock.now.offset.components.seconds }
                    do {
                        try await clock.sleep(until: answer)
                        print("tick \(tick()): the box shows \(finds)")
                    } catch {
                        print("tick \(tick()): the search for \"\(query)\" ended")
                    }
                }
            }
            type("ca", takes: 5, finds: ["cake", "cat"])
            await clock.sleepers(atLeast: 1)
            clock.advance(to: .init(offset: .seconds(2)))
            let cancelled = searching
            type("cat", takes: 1, finds: ["cat"])
            await cancelled?.value
            await clock.sleepers(atLeast: 1)
            clock.advance(to: .init(offset: .seconds(3)))
            await searching?.value
            clock.advance(to: .init(offset: .seconds(5)))
            print("tick 5: \(clock.sleeperCount) searches still running")
            // snippet.end
        }
        page.say(
            """
            The same results at the same tick, and nothing of "ca" at 5. `switchToLatest` \
            disposed of the subscription to the search for "ca" at tick 2, when \
            "cat" came (`0...2`: subscribed at 0, disposed at 2), and a disposed \
            signal sends nothing more. The task of "ca" was cancelled at 2, and its \
            sleep threw CancellationError at once, so it ended without showing \
            anything. Here they part: disposing ends a subscription, whatever it \
            was doing, while `cancel()` only asks. A sleep on a clock, `Task.sleep` \
            and a URLSession download listen; other waits do not. The cell shows one \
            that does not.
            """)
    }
}
