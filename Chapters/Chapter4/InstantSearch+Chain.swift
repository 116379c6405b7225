import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The article's instant search as one expression: access, then the
    /// text, filtered, throttled, searched and delivered.
    static func wholeSearch(_ page: Narrator) {
        page.say(
            en: """
                The article chains all of this in one expression: the access request, \
                `then` the text, a filter that lets through only texts worth searching \
                (the article never shows isValidSearchText; here it wants more than two characters), `throttle` for \
                half a second, `flattenMap` to a search, and `deliverOn:` the main thread, \
                where the results may touch the screen. Here it is whole. Access is \
                granted at tick 1; the user types "swi", pauses, then types "ft":
                """,
            zh: """
                文章把这一切串成一个表达式：先请求访问权限，`then` 之后接上文本，再用一个过滤只放过\
                值得搜索的文本（文章没有给出 isValidSearchText 的实现；这里按多于两个字符来判断），`throttle` 半秒，\
                `flattenMap` 成一次搜索，最后 `deliverOn:` 到主线程，结果要在主线程上才能更新界面。\
                下面把它整条运行一遍。第 1 刻得到允许；用户先输入“swi”，停一下，再输入“ft”：
                """)
        page.code(.wholeSearch)
        // snippet.wholeSearch
        let scheduler = TestScheduler(tick: .milliseconds(100))
        let access: TestableSignal<Void> = scheduler.coldSignal([.completed(1)])
        let text = scheduler.hotSignal([
            .next(2, "s"), .next(3, "sw"), .next(4, "swi"), .next(10, "swif"),
            .next(11, "swift"),
        ]).signal
        let server = PretendServer(
            scheduler: scheduler, latency: { _ in 2 },
            answer: { SearchResults(query: $0) })
        let isValidSearchText: @Sendable (String) -> Bool = { $0.count > 2 }
        let main = scheduler  // one virtual clock stands in for the main thread
        let results = access.signal
            .then { text }
            .filter(isValidSearchText)
            .throttle(.milliseconds(500), on: scheduler)
            .flatMap { server.request($0) }
            .deliverOn(main)
        // snippet.hide
        let typed = scheduler.record(text)
        let valid = scheduler.record(access.signal.then { text }.filter(isValidSearchText))
        let throttled = scheduler.record(
            access.signal.then { text }.filter(isValidSearchText)
                .throttle(.milliseconds(500), on: scheduler))
        // snippet.show
        let shown = scheduler.record(results)
        scheduler.advance(to: 20)
        // snippet.end
        var lines = [
            MarbleLine(page.text(en: "typed (last key)", zh: "输入（最后一个键）"), typed) { $0.last },
            MarbleLine(page.text(en: "valid", zh: "有效"), valid) { $0.last },
            MarbleLine(page.text(en: "throttled", zh: "节流后"), throttled) { $0.last },
        ]
        for (query, spans) in server.requests {
            let label = page.text(en: "search \"\(query)\"", zh: "搜索“\(query)”")
            lines += spans.map { MarbleLine(label, span: $0) }
        }
        lines.append(MarbleLine(page.text(en: "results", zh: "结果"), shown) { $0.query.last })
        page.marbles(lines, until: 20)
        let searched = server.requests.map(\.name)
        page.say(
            en: """
                "s" and "sw" were too short to pass the filter, and the throttle let \
                through only the text the user paused on, so the server was asked \
                \(searched.count) times, for \(searched.map { "\"\($0)\"" }.joined(separator: " and ")). \
                The searches did not overlap, so `flattenMap` was safe this time; the \
                first two runs of this section show why `switchToLatest` is the safer \
                choice when they do. On a virtual clock every event runs on one thread, \
                so `deliverOn` hands each result to the same test scheduler; "Schedulers" \
                shows the hop between real threads.
                """,
            zh: """
                “s”和“sw”太短，过不了过滤；节流只放过用户停下时的文本，所以服务器一共被问了 \
                \(searched.count) 次，问的是\(searched.map { "“\($0)”" }.joined(separator: "和"))。\
                这几次搜索没有重叠，所以这一次 `flattenMap` 是安全的；本节的前两次运行说明了\
                搜索一旦重叠，为什么 `switchToLatest` 更稳妥。在虚拟时钟上，所有事件都在同一个线程\
                上运行，所以 `deliverOn` 把每个结果交给同一个测试调度者；真实线程之间的切换见\
                “切换线程：调度者”一节。
                """)
    }
}
