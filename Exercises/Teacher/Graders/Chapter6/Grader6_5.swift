import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

extension Graders {
    /// 6.5: `activateCurrentPage(of:in:current:)` behaves as the reference in
    /// the task's story and a couple of hundred generated ones: pagers of 0
    /// to 40 pages switched on and off, indices that change, repeat, or fall
    /// out of bounds (just past the end, -1, Int.min, Int.max), the function
    /// called before or after the first events. Every page active at the same
    /// ticks, `current` listened to until the pager goes away, the pager
    /// freed then.
    static let activateCurrentPage = Grader("6.5") { judge in
        try compareTraces(
            "activateCurrentPage(of: pages, in: pager, current: current)",
            judge.answer(Chapter6Calls.activateCurrentPage),
            with: judge.reference(Chapter6Calls.activateCurrentPage), on: .pagerStories,
            seed: judge.seed, describe: \.told, hint: 2, diagnose: diagnosePager)
    }

    /// What a difference usually means.
    static func diagnosePager(_ pager: PagerStory, expected: Trace, got: Trace) -> Diagnosis? {
        if expected["the pager, once gone"] != got["the pager, once gone"] {
            return Diagnosis(
                hint: 2, en: "Capture the pages in your closures, never the pager.",
                zh: "在闭包里捕获各个页面，永远不要捕获 pager。")
        }
        if expected["current"] != got["current"] {
            return Diagnosis(
                hint: 2,
                en:
                    "Listen to current once, until the pager goes away: take(during: pager.lifetime).",
                zh: "只监听 current 一次，直到 pager 消失：take(during: pager.lifetime)。")
        }
        func timeline(_ trace: Trace, _ page: Int) -> [Recorded<String>] {
            guard case .timeline(let events)? = trace["page \(page).isActive"] else { return [] }
            return events
        }
        let pages = 0..<pager.pageCount
        let differing = pages.filter { timeline(expected, $0) != timeline(got, $0) }
        if let page = differing.first, page >= 3, !differing.contains(where: { $0 < 3 }) {
            return Diagnosis(
                hint: 2,
                en:
                    "Page \(page) was not switched as it should: there are \(pager.pageCount) pages "
                    + "here, and each of them counts, not just the first three.",
                zh: "页面 \(page) 没有按应有的方式切换：这里有 \(pager.pageCount) 个页面，每个都算数，不只是前三个。")
        }
        if pages.contains(where: { page in
            let values = timeline(got, page).compactMap(\.event.value)
            return zip(values, values.dropFirst()).contains { $0 == "f" && $1 == "t" }
                && timeline(got, page).count > Set(timeline(got, page).map(\.time)).count
        }) {
            return Diagnosis(
                hint: 2,
                en: "A page was switched off and on again in the same tick: leave the page on show "
                    + "out of the loop that switches the others off.",
                zh: "有一个页面在同一刻被关掉又打开了：让正在显示的页面不参与关掉其他页面的那个循环。")
        }
        let current = pager.story.sources.first { $0.name == "current" }?.events ?? []
        let outOfBounds = current.compactMap(\.event.value).map(pager.index)
            .filter { !pages.contains($0) }
        if let index = outOfBounds.first,
            differing.contains(where: { page in
                timeline(got, page).count > timeline(expected, page).count
                    || timeline(got, page).last?.event.value == "t"
            })
        {
            return Diagnosis(
                hint: 2,
                en: "An index with no page (\(index) here, of \(pager.pageCount) pages) leaves "
                    + "every page inactive: don't clamp it or wrap it round to a page.",
                zh: "没有对应页面的下标（这里是 \(index)，共 \(pager.pageCount) 个页面）会让每个页面都处于未激活："
                    + "不要把它截到范围内，也不要绕回到某个页面。")
        }
        // The first page that got switched on where it should be off, and the story then.
        func last(_ name: String, upTo tick: Int) -> String? {
            let events = pager.story.sources.first { $0.name == name }?.events ?? []
            return events.last { $0.time <= tick && $0.event.value != nil }?.event.value
        }
        for page in differing {
            let want = timeline(expected, page)
            let have = timeline(got, page)
            let ticks = Set((want + have).map(\.time)).sorted()
            guard
                let tick = ticks.first(where: { tick in
                    want.last { $0.time <= tick }?.event.value
                        != have.last { $0.time <= tick }?.event.value
                }), have.last(where: { $0.time <= tick })?.event.value == "t"
            else { continue }
            if last("pager", upTo: tick) != "t" {
                return Diagnosis(
                    hint: 2,
                    en: "Page \(page) was active at \(tick), while the pager was not: a page is "
                        + "active only while the pager is, and becomes inactive with it.",
                    zh: "页面 \(page) 在第 \(tick) 刻是激活的，而 pager 不是：只有 pager 激活时，页面才是激活的，"
                        + "并随它一起变成未激活。")
            }
            if let shown = last("current", upTo: tick).map(pager.index), shown != page {
                return Diagnosis(
                    hint: 2,
                    en: "Page \(page) was still active at \(tick), though the pager showed "
                        + "\(pages.contains(shown) ? "page \(shown)" : "no page (index \(shown))"): "
                        + "when the index changes, the page left behind becomes inactive.",
                    zh: "页面 \(page) 在第 \(tick) 刻仍然是激活的，尽管 pager 显示的是"
                        + (pages.contains(shown) ? "页面 \(shown)" : "没有页面（下标 \(shown)）")
                        + "：下标变化时，留在后面的页面变成未激活。")
            }
        }
        return Diagnosis(
            hint: 2,
            en: "Exactly the page on show is active, and only while the pager is: when the pager "
                + "becomes inactive, so does its page; an index with no page leaves every page "
                + "inactive.",
            zh: "只有正在显示的页面是激活的，而且只在 pager 激活时：pager 变成未激活时，它的页面也一样；没有对应页面的下标让每个页面都处于未激活。")
    }
}

extension Inputs where Input == PagerStory {
    /// The task's story; indices just past the end, -1, Int.min and Int.max;
    /// pagers of no page, one, ten and eleven (one past the ten the task
    /// mentions); the function called late; then generated stories of 0 to
    /// 40 pages (half of them 3, the others log-uniform) whose pager comes
    /// and goes and whose index changes, repeats or falls out of bounds.
    static var pagerStories: Inputs<PagerStory> {
        func story(
            _ pager: String, _ current: String, pages: Int = 3, calledAt: Int = 0
        ) -> PagerStory {
            PagerStory(
                Story(
                    ["pager": pager, "current": current], order: ["pager", "current"],
                    subscribeAt: calledAt), pages: pages)
        }
        return Inputs(
            examples: [story("--t-------f--t--|", "a----b-bd---a----b")],
            edgeCases: [
                story("-t", "a-d"), story("-t", "a-e"), story("-t", "a-f-b-g"), story("-t", "b-h"),
                story("-t-f-t", "a-b", pages: 0), story("-t-f", "a-b-d", pages: 1),
                story("-t--f-t", "a-h-b-d-e", pages: 10), story("-t-|", "a---b", pages: 4),
                story("-t-f-t", "a-b-c", calledAt: 3), story("t", "a"), story("-t-#", "a-b"),
                story("-t", "d-a", pages: 10), story("-t-f-t", "a-h-b-d", pages: 11),
            ],
            make: { random, size in
                let length = 2 + size
                let pager = random.script(
                    ticks: 1...length, values: ["t", "f"], maxValues: min(6, 1 + size),
                    endings: ScriptEndings(completed: 0.3, error: 0.1))
                let current = random.script(
                    ticks: 0...length, values: PagerStory.letters, maxValues: min(8, 1 + size),
                    endings: ScriptEndings(completed: 0.1, error: 0))
                let pages = random.chance(0.5) ? 3 : random.size(upTo: 40)
                let calledAt = random.chance(0.15) ? Int.random(in: 1...length, using: &random) : 0
                return PagerStory(
                    Story(
                        sources: [
                            Story.Script(name: "pager", events: pager),
                            Story.Script(name: "current", events: current),
                        ], subscribeAt: calledAt), pages: pages)
            },
            smaller: { pager in
                let fewer =
                    (pager.pageCount > 3 || pager.pageCount == 0 ? [3] : [])
                    + [pager.pageCount / 2, pager.pageCount - 1].filter {
                        $0 > 3 && $0 < pager.pageCount
                    }
                return fewer.map { PagerStory(pager.story, pages: $0) }
                    + pager.story.simpler.map { PagerStory($0, pages: pager.pageCount) }
            })
    }
}
