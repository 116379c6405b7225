import Bridge
import Foundation
import Testing

/// The bridge table: one source of truth, every operator of the library in
/// it, and each row in a shape the chapters and the article can print.
@Suite("The bridge table")
struct BridgeTableTests {
    @Test("Bridge.md is exactly the Markdown the rows make")
    func articleMatchesRows() throws {
        let url = LibraryDeclaration.packageRoot.appendingPathComponent(Bridge.articlePath)
        let generated = Bridge.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_BRIDGE"] == "1" {
            try Data(generated.utf8).write(to: url)
        }
        let article = try String(contentsOf: url, encoding: .utf8)
        let articleLines = article.split(separator: "\n", omittingEmptySubsequences: false)
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(articleLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?
            .offset ?? min(articleLines.count, generatedLines.count)
        #expect(
            article == generated,
            """
            \(Bridge.articlePath) differs from the rows in Sources/Bridge at line \(line + 1): \
            it says "\(articleLines[safe: line] ?? "(end)")", the rows make \
            "\(generatedLines[safe: line] ?? "(end)")". After editing the rows, run \
            UPDATE_BRIDGE=1 swift test --filter BridgeTests and read the diff.
            """)
    }

    @Test("every public operator of Reactive with a Book: line has a row that names it")
    func everyOperatorHasARow() throws {
        let named = Set(Bridge.rows.flatMap(\.workbook))
        let operators = try LibraryDeclaration.all().filter(\.isOperator)
        #expect(operators.count > 100, "found only \(operators.count) operators")
        for declaration in operators {
            #expect(named.contains(declaration.name), "no row names \(declaration)")
        }
    }

    @Test("every public type of Reactive with a Book: line has a row that names it")
    func everyTypeHasARow() throws {
        let named = Set(Bridge.rows.flatMap(\.workbook))
        let types = try LibraryDeclaration.all().filter(\.isType)
        #expect(types.count > 25, "found only \(types.count) types")
        for declaration in types {
            #expect(named.contains(declaration.name), "no row names \(declaration)")
        }
    }

    @Test("a row's RAC2 cell names the selector of each operator's Book: line")
    func bookSelectorsMatch() throws {
        for declaration in try LibraryDeclaration.all() where declaration.isOperator {
            guard let row = Bridge.rows.first(where: { $0.workbook.contains(declaration.name) }),
                let selector = declaration.book.firstMatch(of: /[-+]\[RAC[A-Za-z]+ ([A-Za-z:]+)\]/)
            else { continue }
            let cells = row.book + " " + row.reactiveObjC
            #expect(
                cells.contains(String(selector.1)),
                "\(declaration): Book: \(declaration.book), but the row says \(row.book)")
        }
    }

    @Test("every library name in a row is a public declaration of Reactive")
    func workbookNamesExist() throws {
        let declared = Set(try LibraryDeclaration.all().map(\.name))
        let standardLibrary = ["Array."]
        for row in Bridge.rows {
            for name in row.workbook where !standardLibrary.contains(where: { name.hasPrefix($0) })
            {
                #expect(declared.contains(name), "\(row.concept): no \(name) in Sources/Reactive")
            }
        }
    }

    @Test("each row has every cell filled, a chapter from 1 to 6 or none, and a concept of its own")
    func rowsAreWellFormed() {
        var concepts: Set<String> = []
        for row in Bridge.rows {
            let cells = [
                row.concept, row.book, row.reactiveObjC, row.reactiveSwift, row.rxSwift,
                row.combine, row.swift,
            ]
            #expect(cells.allSatisfy { !$0.isEmpty }, "\(row.concept) has an empty cell")
            #expect(!row.workbook.isEmpty, "\(row.concept) names nothing in this library")
            #expect(row.chapter.map { (1...6).contains($0) } ?? true, "\(row.concept)")
            #expect(!row.today || row.chapter != nil, "\(row.concept): today, but no chapter")
            #expect(concepts.insert(row.concept).inserted, "two rows called \(row.concept)")
        }
    }

    @Test("every row names its concept in Chinese; a Today row says where they differ in Chinese")
    func rowsInChinese() {
        func isChinese(_ text: String) -> Bool {
            text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        }
        var concepts: Set<String> = []
        for row in Bridge.rows {
            #expect(isChinese(row.chineseConcept), "\(row.concept) has no Chinese concept")
            #expect(
                concepts.insert(row.chineseConcept).inserted,
                "two rows called \(row.chineseConcept)")
            if row.today {
                #expect(row.differs.isEmpty == row.chineseDiffers.isEmpty, "\(row.concept)")
                #expect(row.chineseDiffers.isEmpty || isChinese(row.chineseDiffers))
            }
        }
    }

    @Test("a Today row's cells read in Chinese: no English words outside the names in backticks")
    func cellsInChinese() {
        for row in Bridge.rows where row.today {
            let cells =
                [row.book, row.reactiveSwift, row.rxSwift, row.combine, row.swift]
                + (row.reactiveObjC == BridgeRow.sameAsBook ? [] : [row.reactiveObjC])
            for cell in cells {
                let words = BridgeRow.chinese(cell).replacing(/`[^`]*`/, with: "")
                    .replacing(
                        /\([A-Za-z ,]+\)|（[A-Za-z ,，]+）|swift-async-algorithms|RAC2|Swift/, with: ""
                    )
                #expect(
                    words.firstMatch(of: /[a-z]{2,}/) == nil,
                    "\(row.concept): no Chinese for the cell \(cell)")
            }
        }
    }

    @Test("a cell in Chinese keeps its names, in their order")
    func chineseCellsKeepTheirNames() {
        #expect(BridgeRow.chinese("none (Swift's `map(_:)`)") == "无（用 Swift 的 `map(_:)`）")
        #expect(BridgeRow.chinese("`rac_sequence`, then `-map:`") == "`rac_sequence`，再 `-map:`")
        #expect(BridgeRow.chinese("`Signal`") == "`Signal`")
        #expect(BridgeRow.chinese("an unknown shape") == "an unknown shape")
    }

    @Test("Chapters 1 to 6 each show some rows in their Today sections", arguments: 1...6)
    func todayRows(_ chapter: Int) {
        #expect(!Bridge.rows(forChapter: chapter, today: true).isEmpty)
    }
}

extension Array {
    /// The element at `index`, or nil when there is none.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
