import Foundation
import WorkbookKit

extension Bridge {
    /// The path of the DocC article, from the package's top folder.
    public static let articlePath = "Sources/Reactive/Reactive.docc/Bridge.md"

    /// The DocC article: an overview, then one table per chapter, then one
    /// for the library's other operators.
    ///
    /// ```swift
    /// print(Bridge.markdown().hasPrefix("# From ReactiveCocoa 2 to today"))   // prints true
    /// ```
    public static func markdown() -> String {
        var text = """
            # From ReactiveCocoa 2 to today

            Every concept the workbook teaches, as the book's ReactiveCocoa 2 names it, as \
            this library, ReactiveObjC, ReactiveSwift, RxSwift and Combine name it, and \
            what the Swift toolchain itself ships for it: Swift concurrency and Observation.

            ## Overview

            The last column says where the libraries behave differently: in timing, \
            sharing, errors, completion or threads. "none" means a library has no \
            equivalent; words in brackets say what to use instead. A name is written as \
            it is called with the arguments the workbook's operator takes, leaving out \
            parameters that have defaults. A Signal operator of this library goes by its \
            name alone; anything else names its type. Each chapter's Today section \
            shows its own rows.

            The names were checked against these versions:

            | Column | Checked against |
            |---|---|

            """
        for (column, version) in versions {
            text += "| \(column) | \(version) |\n"
        }
        text += """

            This file is generated from the rows in `Sources/Bridge/Rows`. Edit those, \
            then run `UPDATE_BRIDGE=1 swift test --filter BridgeTests` to write it again.

            """
        for chapter in 1...6 {
            let english = Catalog.title(ofChapter: chapter).components(separatedBy: " · ")[0]
            text += table("Chapter \(chapter): \(english)", rows(forChapter: chapter))
        }
        text += table("The library's other operators", rows.filter { $0.chapter == nil })
        return text
    }

    /// A heading and a table of `rows`, or nothing for no rows.
    private static func table(_ heading: String, _ rows: [BridgeRow]) -> String {
        guard !rows.isEmpty else { return "" }
        var text = """

            ### \(heading)

            | Concept | RAC2 (the book) | This library | ReactiveObjC 3 | ReactiveSwift \
            | RxSwift | Combine | Swift concurrency and Observation | Where it differs |
            |---|---|---|---|---|---|---|---|---|

            """
        for row in rows {
            let cells = [
                row.concept, row.book, row.workbook.map { "`\($0)`" }.joined(separator: ", "),
                row.reactiveObjC, row.reactiveSwift, row.rxSwift, row.combine, row.swift,
                row.differs.isEmpty ? "—" : row.differs,
            ]
            text += "| " + cells.map(escaped).joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// `cell` safe inside a Markdown table: a `|` would end the cell.
    private static func escaped(_ cell: String) -> String {
        cell.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
