import Bridge
import Narration
import Testing

/// Each of Chapters 1 to 6 ends its own sections with a Today section: the
/// chapter's idea again with the Swift toolchain, beside its Signal version,
/// and the chapter's rows of the bridge table.
@Suite("The Today sections")
struct TodayTests {
    /// The `▸` lines of `text`, without their marker.
    static func output(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ▸ ") ? String(line.dropFirst(4)) : nil
        }
    }

    /// The `--plain` text of chapter `number`'s Today section, from the full run.
    static func today(_ number: Int) throws -> String {
        let sections = try ChapterProgram(number).contentSections()
        let today = try #require(sections.last, "Chapter \(number) has no sections")
        try #require(today.title.hasPrefix("Today: "), "\(number): last is \(today.title)")
        return today.text
    }

    @Test(
        "Today is each chapter's last section, after the glossary and exercises", arguments: 1...6)
    func lastSection(_ number: Int) throws {
        let titles = try ChapterProgram(number).sectionTitles()
        #expect(titles.last?.hasPrefix("Today: ") == true, "\(titles)")
        #expect(titles.filter { $0.hasPrefix("Today: ") }.count == 1)
    }

    @Test(
        "each Today section shows its chapter's Today rows of the bridge table, in order",
        arguments: 1...6)
    func bridgeRows(_ number: Int) throws {
        let text = try Self.today(number)
        let concepts = Set(Bridge.rows.map(\.concept))
        let shown = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let concept = String(line.dropFirst(2))
            return concepts.contains(concept) ? concept : nil
        }
        #expect(shown == Bridge.rows(forChapter: number, today: true).map(\.concept))
        for row in Bridge.rows(forChapter: number, today: true) {
            #expect(
                text.contains("    Combine         " + row.combine.prefix(40)), "\(row.concept)")
        }
    }

    @Test("Chapter 1: the array, the lazy view and the signal give the same sum")
    func chapter1() throws {
        let output = Self.output(try Self.today(1))
        let sums = output.filter { $0.contains(": sum ") }
        #expect(sums == ["array: sum 20", "lazy: sum 20", "signal: sum 20"])
        let steps = { (after: String) in
            Array(output.drop { !$0.hasPrefix(after) }.dropFirst().prefix(6))
        }
        let elementByElement = ["filter 1", "filter 2", "map 2", "filter 3", "filter 4", "map 4"]
        #expect(steps("lazy: built") == elementByElement)
        #expect(steps("signal: built") == elementByElement)
        #expect(
            Array(output.prefix(6)) == [
                "filter 1", "filter 2", "filter 3", "filter 4", "map 2", "map 4",
            ])
    }

    @Test("Chapter 2: a PullSequence and an AsyncStream are pulled alike; only one remembers")
    func chapter2() throws {
        let output = Self.output(try Self.today(2))
        let pulls = [
            "  source: working out 1", "reader: got 1", "  source: working out 2", "reader: got 4",
        ]
        #expect(Array(output.prefix(5)) == pulls + ["reader: again 1"])
        #expect(Array(output.dropFirst(5).prefix(4)) == pulls)
        #expect(output.contains("a second loop: got 9"))
        #expect(output.contains("a third loop: 0 elements"))
        let pushed = output.firstIndex(of: "  signal: pushing 9")
        let read = output.firstIndex(of: "loop: got 1")
        #expect(pushed != nil && read != nil && pushed! < read!, "pushed before it was read")
    }

    @Test("Chapter 3: a signal and a stream get the same heights; both leave no observer")
    func chapter3() throws {
        let output = Self.output(try Self.today(3))
        #expect(
            output.filter { $0.hasPrefix("signal got") }
                == ["signal got 216.0", "signal got 260.0"])
        #expect(
            output.filter { $0.hasPrefix("stream got") }
                == ["stream got 216.0", "stream got 260.0", "stream got 216.0", "stream got 260.0"])
        #expect(output.contains("after dispose: 0 observers"))
        #expect(output.contains("after cancel: 0 observers"))
        let posted = output.firstIndex(of: "posting 260.0")
        let signalGot = output.firstIndex(of: "signal got 216.0")
        #expect(signalGot != nil && posted != nil && signalGot! < posted!, "signal: at once")
        let streamPart = output.drop { $0 != "after dispose: 0 observers" }.dropFirst()
        #expect(
            Array(streamPart.prefix(4))
                == ["posting 216.0", "posting 260.0", "stream got 216.0", "stream got 260.0"],
            "the stream: read after both posts")
    }

    @Test("Chapter 4: cold runs per reader, one stream splits its values, a broadcaster shares")
    func chapter4() throws {
        let output = Self.output(try Self.today(4))
        #expect(output.contains("signal: request sent ×2"))
        #expect(output.contains("async: request sent ×2"))
        #expect(
            output.filter { $0.hasPrefix("first reader got") || $0.hasPrefix("second reader got") }
                .prefix(4)
                == [
                    "first reader got 1", "second reader got 2", "first reader got 3",
                    "second reader got nil",
                ])
        #expect(output.contains("heard between them: [1, 2, 3, 4, 5, 6]"))
        #expect(output.contains("heard by both: []"))
        #expect(output.contains("signal: request sent ×1"))
        #expect(output.contains("async: request sent ×1"))
        #expect(
            output.contains("first reader got 200 OK")
                && output.contains("second reader got 200 OK"))
        #expect(output.contains("a reader who came after heard 0 values"))
    }

    @Test("Chapter 5: signals and tasks keep the same latest search and thumbnail; unguarded, not")
    func chapter5() throws {
        let output = Self.output(try Self.today(5))
        #expect(
            output == [
                "tick 3: the box shows [\"cat\"]",
                "the search for \"ca\" was subscribed [0...2]",
                "tick 2: the search for \"ca\" ended",
                "tick 3: the box shows [\"cat\"]",
                "tick 5: 0 searches still running",
                "tick 0: the cell shows nothing",
                "tick 2: the cell shows the second photo's thumbnail",
                "tick 2: the cell shows the second photo's thumbnail",
                "tick 3: the first photo's task ended",
                "tick 2: the cell shows the second photo's thumbnail",
                "tick 3: the cell shows the first photo's thumbnail",
            ])
    }

    @Test("Chapter 6: both galleries load once on screen; off screen only the task is cancelled")
    func chapter6() throws {
        let output = Self.output(try Self.today(6))
        #expect(
            Array(output.prefix(10)) == [
                "tick 0: 0 photos", "tick 6: 3 photos", "signal: imports asked for ×1",
                "6 s: 3 photos", "task: imports asked for ×1",
                "tick 0: 0 photos", "tick 6: 3 photos", "signal: imports asked for ×1",
                "9 s: 3 photos", "task: imports asked for ×2",
            ])
        #expect(Array(output.dropFirst(10)).allSatisfy { $0.hasPrefix("✔ ") }, "\(output)")
        #expect(output.count == 15)
    }
}

@Suite("The kit's Today sections and async runs")
struct TodayKitTests {
    @Test("a Today section's title is marked as the workbook's own; its footer names its file")
    func titleAndFooter() {
        let section = Section.today("a topic", "题目", chapter: 1, book: ["-map:"]) { page in
            page.say(en: "The body.", zh: "正文。")
        }
        #expect(section.title == Title("Today: a topic", "如今：题目（增补）"))
        let capture = CapturedNarration()
        section.body(capture.narrator(apparatus: Apparatus()))
        let output = capture.output
        #expect(output.hasPrefix("\nThe body.\n"))
        #expect(output.contains("\n  Map a collection\n"))
        #expect(
            output.hasSuffix("\n  Book: -map:\n  Source: Tests/ChapterTests/TodayTests.swift\n"))
    }

    @Test("runAsync runs async work to completion and returns its result, off the main thread")
    func runAsyncOffMain() async throws {
        let page = CapturedNarration().narrator()
        let total = try await onOwnThread {
            page.runAsync {
                let (numbers, input) = AsyncStream.makeStream(of: Int.self)
                let reader = Task { await numbers.reduce(0, +) }
                for n in 1...4 { input.yield(n) }
                input.finish()
                return await reader.value
            }
        }
        #expect(total == 10)
    }
}
