import Testing

/// What Chapter 2 must teach, beyond matching its golden transcript.
@Suite("Chapter 2: streams and sequences")
struct Chapter2Tests {
    let chapter = ChapterProgram(2)

    @Test("its sections follow the book's order, with the book's Chinese titles")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "Streams and sequences · 流和序列：流",
                "Sequences · 流和序列：序列",
                "Folding left and right · 流和序列：左折叠和右折叠",
                "Lazy sequences · 流和序列：惰性序列",
                "Memoization · 流和序列：记忆化",
                "Pull and push · 信号：pull-driven 和 push-driven",
                "Sequences to signals · 信号：从序列到信号",
                "nil and optionals · 流和序列：nil 与可选类型",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: async sequences · 如今：异步序列（增补）",
            ])
    }

    @Test("a sequence is walked head by head until there is no head")
    func headAndTail() throws {
        let output = try section(1)
        #expect(output.contains("  ▸ a\n  ▸ b\n  ▸ c\n  ▸ (the end)\n"))
        #expect(output.contains("Book: RACStream, RACSequence"))
    }

    @Test("map, filter, array and an endless sequence give the values the narration shows")
    func sequences() throws {
        let output = try section(2)
        #expect(output.contains("  ▸ [4, 16, 36]\n"))
        #expect(
            output.contains(
                """
                  ▸ PullSequence(…)
                  ▸ 1
                  ▸ PullSequence(1, …)
                  ▸ [1, 8, 27, 64]
                  ▸ PullSequence(1, 8, 27, 64)
                """))
        #expect(output.contains("  ▸ 6\n"))
    }

    @Test("fold left and fold right bracket from opposite ends; fold right stops early")
    func folding() throws {
        let output = try section(3)
        #expect(output.contains("  ▸ (((0 + 1) + 2) + 3)\n"))
        #expect(output.contains("  ▸ (1 + (2 + (3 + 0)))\n"))
        // 8 is the first number whose square is above 50: nothing after it is pulled.
        #expect(output.contains("  ▸ true after pulling 8 numbers\n"))
    }

    @Test("laziness: nothing runs when built, then only what each pull needs")
    func laziness() throws {
        let output = try section(4)
        let rows = tableRows(output, after: "after ")
        #expect(
            rows == [
                ["building", "—", "0", "0", "PullSequence(…)"],
                [".head", "4", "2", "2", "PullSequence(4,", "…)"],
                [".tail.head", "16", "4", "4", "PullSequence(4,", "16,", "…)"],
                [".array", "[4,", "16,", "36]", "6", "6", "PullSequence(4,", "16,", "36)"],
            ])
        #expect(output.contains("  ▸ Array<Int> after 6 runs\n"), "the eager-map trap")
    }

    @Test("memoization: the pull sequence's work runs once; Swift's lazy map once per read")
    func memoization() throws {
        let rows = tableRows(try section(5), after: "read ")
        let counts = rows.map { row in [row[0], row[6], row[12]] }
        #expect(counts == [["1", "5", "5"], ["2", "5", "10"], ["3", "5", "15"]])
    }

    @Test("pulling starts the source's work; sending starts the subscriber's")
    func pullAndPush() throws {
        let output = try section(6)
        #expect(
            output.contains(
                """
                  ▸ reader: asking for the head
                  ▸   source: working out 1
                  ▸ reader: got 1
                """))
        #expect(
            output.contains(
                """
                  ▸ source: sending 1
                  ▸   pipeline: working on 1
                  ▸ subscriber: got 1
                """))
    }

    @Test("a sequence as a signal: each subscriber gets every element, computed once")
    func sequencesToSignals() throws {
        let output = try section(7)
        // Each subscription's letters and completion come in one tick, stacked in its column.
        let stack = { (column: Int, symbols: String) in
            symbols.map { "\n" + String(repeating: " ", count: 13 + column) + String($0) }.joined()
        }
        #expect(output.contains("    first    -a" + stack(1, "bc|") + "\n"))
        #expect(output.contains("    second   ----a" + stack(4, "bc|") + "\n"))
        #expect(output.contains("    shouted  ------A" + stack(6, "C|") + "\n"))
        #expect(output.contains("    print(pulls.value)\n  ▸ 3\n"))
    }

    @Test("an optional element and the end of a sequence are different nils")
    func optionals() throws {
        let output = try section(8)
        #expect(output.contains(#"  ▸ [Optional("Jean"), nil, Optional("Ann")]"#))
        #expect(output.contains("  ▸ Optional(nil)\n  ▸ nil\n"))
        #expect(output.contains(#"  ▸ ["Jean", "-", "Ann"]"#))
        #expect(output.contains("  ▸ tick: ()\n  ▸ tick: ()\n"), "Void where RAC2 sends nil")
        #expect(
            !output.contains("NSNull for"), "a RACSignal may send nil; only sequences need NSNull")
    }

    @Test("Signal.from sends every element before subscribe returns, unlike RAC2's sequence.signal")
    func fromIsSynchronous() throws {
        let output = try section(7)
        #expect(
            output.contains(
                "  ▸ got 1\n  ▸ got 2\n  ▸ got 3\n  ▸ subscribe returned\n"))
        #expect(output.contains("Differs from RAC2: `Signal.from(_:)`"))
    }

    private func section(_ number: Int) throws -> String {
        let run = try chapter.run(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "\(run.standardError)")
        return run.standardOutput
    }
}

/// The words of each row of the table whose header starts with `header`, below its rule.
func tableRows(_ output: String, after header: String) -> [[String]] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  " + header) }) else { return [] }
    return lines[(start + 2)...].prefix { !$0.isEmpty }.map { line in
        line.split(separator: " ").map(String.init)
    }
}
