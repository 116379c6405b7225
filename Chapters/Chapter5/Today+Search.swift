import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Chapter 4's instant search, kept to the latest query by
    /// `switchToLatest` and by cancelling a task, on the same typing.
    static func instantSearch(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The user types "ca" at 0 and "cat" at 2. The search for "ca" would take \
                5 ticks, the one for "cat" 1. First with signals on a TestScheduler, each \
                query mapped to its search and `switchToLatest` keeping the newest:
                """,
            zh: """
                用户在第 0 刻输入“ca”，在第 2 刻输入“cat”。搜索“ca”要 5 刻，搜索“cat”要 1 刻。\
                先用 TestScheduler 上的信号，把每个查询映射成它的搜索，由 `switchToLatest` 保留最新\
                的那个：
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
            en: """
                Then with tasks on a TestClock, a second for each tick. Each keystroke \
                cancels the task of the search before and starts one for its query. The \
                search here is a sleep on the clock, which heeds cancellation. The run \
                waits for each task whose end it reports before it moves the clock on, \
                so it prints in the same order every time:
                """,
            zh: """
                再用 TestClock 上的 Task，每刻一秒。每次按键都取消前一次搜索的 Task，\
                为自己的查询启动一个新的。这里的搜索是在时钟上的一次 sleep，它会响应取消。\
                凡是要报告结束的 Task，这次运行都会先等它结束再拨动时钟，所以每次打印的顺序都一样：
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
            en: """
                The same results at the same tick, and nothing of "ca" at 5. `switchToLatest` \
                disposed of the subscription to the search for "ca" at tick 2, when \
                "cat" came (`0...2`: subscribed at 0, disposed at 2), and a disposed \
                signal sends nothing more. The task of "ca" was cancelled at 2, and its \
                sleep threw CancellationError at once, so it ended without showing \
                anything. Here they part: disposing ends a subscription, whatever it \
                was doing, while `cancel()` only asks. A sleep on a clock, `Task.sleep` \
                and a URLSession download listen; other waits do not. The cell shows one \
                that does not.
                """,
            zh: """
                同样的结果出现在同一刻，第 5 刻也没有“ca”的任何结果。`switchToLatest` 在\
                第 2 刻“cat”到来时释放了对“ca”搜索的订阅（`0...2`：第 0 刻订阅，第 2 刻释放），\
                被释放的信号不会再发送任何东西。“ca”的 Task 在第 2 刻被取消，\
                它的 sleep 立即抛出 CancellationError，于是什么也没显示就结束了。\
                两者在这里分道扬镳：释放会结束一个订阅，不管它正在做什么；而 `cancel()` 只是请求。\
                时钟上的 sleep、`Task.sleep` 和 URLSession 的下载会响应取消，别的等待则不会。\
                下面的单元格展示的就是一个不响应取消的等待。
                """)
    }
}
