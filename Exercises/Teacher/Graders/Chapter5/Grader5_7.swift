import Chapter5Calls
import ExerciseGrading

extension Graders {
    /// 5.7: a `SearchBox`, typed into as a story says on a test clock, starts
    /// and cancels the same searches as the reference's, at the same moments,
    /// and shows the same results; in the task's story and a few hundred
    /// generated ones (queries of any text, empty ones too; keystrokes
    /// milliseconds or seconds apart, several at one moment; searches that are
    /// fast, slow, fail, or answer even when cancelled).
    static let latestSearch = Grader("5.7") { judge in
        typealias Key = SearchStory.Keystroke
        let example = SearchStory([
            Key(at: 0, "ca", takes: 500, results: ["cat", "cake"]),
            Key(at: 200, "cat", takes: 100, results: ["cat"]),
        ])
        try compare(
            judge.answer(Chapter5Calls.searchBox), with: judge.reference(Chapter5Calls.searchBox),
            on: .searchStories(examples: [.distinct(example.keystrokes)]), seed: judge.seed,
            call: { "SearchBox(search:), typed into as follows:\n\($0)" },
            callInChinese: { RunWords.story("SearchBox(search:)，按下面这样输入：", "\($0)") },
            diagnose: diagnoseSearch)
    }

    /// What the first difference between two 5.7 runs usually means.
    static func diagnoseSearch(_ story: SearchStory, expected: SearchRun, got: SearchRun)
        -> Diagnosis?
    {
        let (expected, got) = (expected.lines, got.lines)
        let index =
            zip(expected, got).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? min(expected.count, got.count)
        let wanted = index < expected.count ? expected[index] : ""
        let found = index < got.count ? got[index] : ""
        let event = { (line: String) in String(line.drop { $0 != ":" }.dropFirst(2)) }
        let previous = index > 0 ? event(expected[index - 1]) : ""
        let before = index > 0 ? event(got[index - 1]) : ""
        if wanted.contains("is cancelled"), !found.contains("is cancelled") {
            return Diagnosis(
                hint: 2,
                en: "A keystroke left the search before running: keep the search's task, and "
                    + "cancel it first thing in type(_:), whatever the new query.",
                zh: "有一次按键没有先取消上一次搜索就返回了（比如空查询）：保留搜索的任务，在 type(_:) 里第一件事就是取消它，不管新的查询是什么。")
        }
        if found.contains("a search for \"\" starts") {
            return Diagnosis(
                hint: 2,
                en: "An empty query searches for nothing: show no results at once, and start no "
                    + "search.", zh: "空查询什么也不搜：立即显示没有结果，不开始任何搜索。")
        }
        if found.hasSuffix("the box shows []"),
            before.hasPrefix("a search for ")
                || before.hasPrefix("typed ") && before != "typed \"\""
        {
            return Diagnosis(
                hint: 2,
                en: "The results stay on show while the user types: change them only when a "
                    + "newer search answers, or the query is empty.",
                zh: "用户输入时，结果要一直显示：只有更新的搜索回答了、或者查询为空时，才改变它们。")
        }
        if found.hasSuffix("the box shows []"), previous.contains(" fails") {
            return Diagnosis(
                hint: 2,
                en: "A failed search leaves the results as they were: do nothing in catch.",
                zh: "失败的搜索让结果保持原样：在 catch 里什么也不做。")
        }
        if found.contains("the box shows"), !wanted.contains("the box shows") {
            let answered =
                previous.hasPrefix("the search for ")
                ? previous.dropFirst("the search for ".count)
                    .components(separatedBy: " answers ").first : nil
            if let query = answered,
                expected[..<index].contains(where: {
                    $0.hasSuffix("the search for \(query) is cancelled")
                })
            {
                return Diagnosis(
                    hint: 2,
                    en: "The box showed the results of a search that had been cancelled: "
                        + "cancelling only asks, and this search answered anyway. Check "
                        + "Task.isCancelled after the await, and show nothing if it is set.",
                    zh: "搜索框显示了一个已经被取消的搜索的结果：取消只是请求，这个搜索还是回答了。在 await 之后检查 Task.isCancelled，"
                        + "如果它被设置了，就什么也不显示。")
            }
            return Diagnosis(
                hint: 2,
                en: "The box showed results that the reference does not: only the latest "
                    + "query's search may show its results.",
                zh: "搜索框显示了参考答案不会显示的结果：只有最新查询的搜索才能显示它的结果。")
        }
        if wanted.contains("the box shows"), !found.contains("the box shows") {
            return Diagnosis(
                hint: 2,
                en: "The latest search answered, but the box did not show its results: set "
                    + "results to what it found.",
                zh: "最新的搜索回答了，但搜索框没有显示它的结果：把 results 设为它找到的东西。")
        }
        return nil
    }
}

extension Inputs where Input == SearchStory {
    /// Stories of up to eight keystrokes (and a long one of two hundred):
    /// queries that grow and shrink, empty ones, the same one typed again,
    /// text of any kind; keystrokes
    /// at the same moment or milliseconds to seconds apart; searches from
    /// instant to two seconds long that answer, fail, or answer even when
    /// cancelled.
    static func searchStories(examples: [SearchStory]) -> Inputs<SearchStory> {
        typealias Key = SearchStory.Keystroke
        let words = Inputs<[String]>.wordLists()
        // Each search's own results, so a search for a query typed again differs.
        let results = { (query: String, search: Int) in ["\(query) \(search)", "\(query) ·"] }
        return Inputs(
            examples: examples,
            edgeCases: [
                SearchStory([Key(at: 0, "cat", takes: 300, results: ["cat"])]),
                SearchStory([Key(at: 0, "", takes: 0, results: nil)]),
                SearchStory([
                    Key(at: 0, "c", takes: 100, results: ["c"]),
                    Key(at: 500, "", takes: 0, results: nil),
                ]),
                SearchStory([
                    Key(at: 0, "ca", takes: 900, results: ["ca"], answersWhenCancelled: true),
                    Key(at: 100, "cat", takes: 200, results: ["cat"]),
                ]),
                SearchStory([
                    Key(at: 0, "ca", takes: 100, results: ["ca"]),
                    Key(at: 500, "cat", takes: 100, results: nil),
                ]),
                // The same query typed again while its first search runs: the
                // first is cancelled, though its query is still the latest.
                SearchStory([
                    Key(at: 0, "cat", takes: 900, results: ["cat 1"], answersWhenCancelled: true),
                    Key(at: 100, "cat", takes: 200, results: ["cat 2"]),
                ]),
                SearchStory([
                    Key(at: 0, "a", takes: 50, results: ["a"]),
                    Key(at: 0, "ab", takes: 50, results: ["ab"]),
                    Key(at: 0, "abc", takes: 50, results: ["abc"]),
                ]),
                SearchStory([
                    Key(at: 0, "日本", takes: 1250, results: ["日本語"], answersWhenCancelled: true),
                    Key(at: 10, "👩‍👩‍👧‍👦", takes: 5, results: []),
                    Key(at: 1250, "a b", takes: 1, results: ["a b\nc"]),
                ]),
                SearchStory(
                    (0..<200).map { index in
                        Key(
                            at: index * 7, String(repeating: "a", count: index % 9),
                            takes: (index * 13) % 40, results: ["\(index)"],
                            answersWhenCancelled: index % 3 == 0)
                    }),
            ].map { SearchStory.distinct($0.keystrokes) },
            make: { random, size in
                var at = 0
                let queries = words.make(&random, max(1, size / 2 + 1)).prefix(8)
                var previous: String?
                let keys = queries.enumerated().map { search, word -> Key in
                    at +=
                        random.chance(0.5)
                        ? random.pick([0, 1, 50, 100, 250, 400, 999, 1500])
                        : random.size(upTo: 3000)
                    // Now and then the query before, typed again.
                    let query =
                        random.chance(0.1) ? "" : random.chance(0.15) ? previous ?? word : word
                    previous = query
                    return Key(
                        at: at, query,
                        takes: random.chance(0.5)
                            ? random.pick([0, 1, 75, 200, 300, 600, 2000])
                            : random.size(upTo: 3000),
                        results: random.chance(0.2) ? nil : results(query, search + 1),
                        answersWhenCancelled: random.chance(0.3))
                }
                return SearchStory.distinct(
                    keys.isEmpty ? [Key(at: 0, "a", takes: 1, results: ["a"])] : keys)
            },
            smaller: { story in
                var candidates: [SearchStory] = []
                let keys = story.keystrokes
                if keys.count > 8 {
                    candidates.append(SearchStory(Array(keys.prefix(keys.count / 2))))
                    candidates.append(SearchStory(Array(keys.suffix(keys.count / 2))))
                }
                for index in keys.indices where keys.count <= 8 {
                    var fewer = keys
                    fewer.remove(at: index)
                    if !fewer.isEmpty { candidates.append(SearchStory(fewer)) }
                }
                for index in keys.indices where keys.count <= 8 {
                    var simpler = keys
                    if simpler[index].answersWhenCancelled {
                        simpler[index].answersWhenCancelled = false
                        candidates.append(SearchStory(simpler))
                    }
                    for shorter in Shrink.word(keys[index].query) where !shorter.isEmpty {
                        var renamed = keys
                        renamed[index].query = shorter
                        candidates.append(SearchStory(renamed))
                    }
                }
                return candidates
            })
    }
}

extension SearchStory {
    /// A story of `keystrokes` in which no two searches answer at the same
    /// moment: a search whose answer would come with another's takes a
    /// millisecond longer. Two tasks woken together on the main actor may run
    /// in either order; one at a time, the story comes out the same on every run.
    static func distinct(_ keystrokes: [Keystroke]) -> SearchStory {
        var taken: Set<Int> = []
        let spread = keystrokes.map { key in
            guard !key.query.isEmpty else { return key }
            var key = key
            while taken.contains(key.at + key.takes) { key.takes += 1 }
            taken.insert(key.at + key.takes)
            return key
        }
        return SearchStory(spread)
    }
}
