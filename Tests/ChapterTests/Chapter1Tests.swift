import Testing

/// What Chapter 1 must teach, beyond matching its golden transcript.
@Suite("Chapter 1: higher-order functions")
struct Chapter1Tests {
    let chapter = ChapterProgram(1)

    @Test("its sections follow the book's order, with the book's Chinese titles")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "The book and the four articles · 本书与四篇文章（增补）",
                "Philosophy · 理念",
                "Functional reactive programming · 函数式反应型编程",
                "Higher-order functions · 高阶函数",
                "Using RXCollections · 使用RXCollections",
                "Mapping · 高阶映射",
                "Filtering · 高阶过滤",
                "Folding · 高阶折叠",
                "Performance · 性能",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: collections and lazy · 如今：集合与 lazy（增补）",
            ])
    }

    @Test("--section 6 runs Mapping alone: [1, 2, 3] squares to [1, 4, 9]")
    func mappingAlone() throws {
        let run = try chapter.run(["--plain", "--section", "6"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasPrefix("\n── 6. Mapping · 高阶映射 ─"))
        #expect(run.standardOutput.contains("  ▸ [1, 4, 9]\n"))
        #expect(run.standardOutput.contains("Book: -[NSArray rx_mapWithBlock:]"))
        #expect(!run.standardOutput.contains("Chapter 1 ·"), "no banner for a single section")
        #expect(run.standardOutput.components(separatedBy: "\n── ").count == 2)
    }

    @Test("the spreadsheet cell A = B + C recomputes as B and C change")
    func spreadsheet() throws {
        let output = try chapter.sectionOutput("Functional reactive programming")
        let cell = output.split(separator: "\n").filter { $0.hasPrefix("  ▸ A = ") }
        #expect(cell == ["  ▸ A = 3", "  ▸ A = 12", "  ▸ A = 15", "  ▸ A = 1"])
    }

    @Test("folding sums [1, 2, 3] to 6 and joins the mapped strings into \"123\"")
    func folding() throws {
        let output = try chapter.sectionOutput("Folding")
        #expect(output.contains("  ▸ 6\n"))
        #expect(output.contains("  ▸ 123\n"))
        #expect(output.contains("Book: -[NSArray rx_foldWithBlock:]"))
    }

    @Test("performance prints two measured times and the ratio computed from them")
    func performance() throws {
        let output = try chapter.sectionOutput("Performance")
        let times = output.matches(of: /([0-9]+\.[0-9]{3}) ms/).compactMap { Double($0.1) }
        let ratios = output.matches(of: /= ([0-9]+\.[0-9]{2})×/).compactMap { Double($0.1) }
        try #require(times.count == 2 && ratios.count == 1, "\(output)")
        #expect(times.allSatisfy { $0 > 0 })
        // The printed times are rounded to a microsecond, so allow for that in the ratio.
        let low = (times[0] - 0.0005) / (times[1] + 0.0005)
        let high = (times[0] + 0.0005) / (times[1] - 0.0005)
        #expect(ratios[0] >= low - 0.005 && ratios[0] <= high + 0.005)
    }

    @Test("a reactive value is a function of time: A(t) read back at every tick of the run")
    func functionOfTime() throws {
        let output = try chapter.sectionOutput("Functional reactive programming")
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.count <= 10 }
            .map { $0.split(separator: " ").map(String.init) }
            .filter { $0.count == 2 && Int($0[0]) != nil }
        #expect(
            rows == [
                ["0", "3"], ["1", "3"], ["2", "12"], ["3", "12"], ["4", "15"], ["5", "15"],
            ])
        #expect(output.contains("  ▸ 16 16\n  ▸ 1 2\n"), "a pure function and one with state")
    }

    @Test("RXCollections: Swift's map returns an array, a true map returns a function")
    func trueMap() throws {
        let output = try chapter.sectionOutput("Using RXCollections")
        #expect(output.contains("  ▸ (Array<Int>) -> Array<Int>\n"))
        #expect(output.contains("  ▸ [1, 4, 9] [16, 25]\n"))
        #expect(output.contains("-[NSArray rx_mapWithBlock:]"))
    }

    @Test("its Book: lines name RXCollections, not the next chapter's RACSequence")
    func bookLinesNameRXCollections() throws {
        let transcript = try chapter.plainRun().standardOutput
        let book = transcript.split(separator: "\n").filter { $0.contains("Book:") }
        #expect(!book.isEmpty)
        #expect(!transcript.contains("RACSequence"), "Chapter 1 cites a RACSequence method")
    }
}
