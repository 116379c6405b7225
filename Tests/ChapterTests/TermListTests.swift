import Narration
import Testing

/// One word per concept in every Chinese text a reader can see (`Terms`).
@Suite("The term list")
struct TermListTests {
    @Test("no Chinese text a reader can see uses a variant of a listed term")
    func noVariants() throws {
        var found: [String] = []
        var knownLeft: Set<KnownVariant> = []
        for line in try ReaderTexts.lines() {
            for term in Terms.all {
                for variant in term.variants(in: line.text) {
                    let known = KnownVariant(line.file, variant)
                    if KnownVariant.all.contains(known) {
                        knownLeft.insert(known)
                        continue
                    }
                    found.append(
                        "\(line.file):\(line.number): \(variant) for \(term.english), "
                            + "write \(term.chinese): \(line.text.trimmingPrefix(while: \.isWhitespace))"
                    )
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) variants:\n\(found.joined(separator: "\n"))")
        let stale = KnownVariant.all.subtracting(knownLeft)
        #expect(
            stale.isEmpty,
            "fixed: take these out of KnownVariant.all: \(stale.map(\.description).sorted())")
    }

    @Test("the known variants are only in files the chapters' authors do not own")
    func knownVariantsAreElsewhere() {
        for known in KnownVariant.all {
            #expect(
                known.file.hasPrefix("Exercises/") || known.file.hasPrefix("Sources/Workbook/")
                    || known.file.hasPrefix("Sources/Exercise"),
                "\(known)")
        }
    }

    @Test("each term's word is not itself a variant of another term")
    func wordsAreNotVariants() {
        for term in Terms.all {
            for other in Terms.all where other.english != term.english {
                #expect(
                    other.variants(in: term.chinese).isEmpty,
                    "\(term.chinese) (\(term.english)) is a variant of \(other.english)")
            }
        }
    }

    @Test("a variant in a quotation, or in a phrase of another sense, is not one")
    func quotationsAndOtherSenses() throws {
        let replay = try #require(Terms.term(for: "replay"))
        #expect(replay.variants(in: "只请求一次，回滚给晚来的订阅者") == ["回滚"])
        #expect(replay.variants(in: "译本作“回滚”，我们写作重放") == [])
        #expect(replay.variants(in: "“我们不需要回滚(replay)”") == [])
        #expect(replay.variants(in: "引文“you’ve 回滚”之后，回滚") == ["回滚"])
        let command = try #require(Terms.term(for: "command"))
        #expect(command.variants(in: "用这条命令给本章的练习评分") == [])
        #expect(command.variants(in: "命令式代码，在命令行里运行") == [])
        #expect(command.variants(in: "登录命令恰在表单有效时可用") == ["命令"])
    }

    @Test("each glossary writes a listed concept with the list's word", arguments: chapters)
    func glossariesAgree(_ chapter: ChapterProgram) throws {
        let rows = tableCells(try chapter.glossary(), header: "English")
        for row in rows {
            guard let term = Terms.term(for: row[0]) else { continue }
            let chinese = row[1].replacing(BookWords.ownMark, with: "")
            #expect(chinese == term.chinese, "\(chapter.name): \(row[0]) is \(row[1])")
        }
    }
}

/// A variant known to be in a file this part of the workbook does not own,
/// waiting for its owners to replace it: the exercises (stubs, hints,
/// graders, solutions) and the `workbook` command.
///
/// This list is temporary. Each entry is one variant in one file; when the
/// file is fixed, the test above fails until the entry is taken out, so the
/// list can only shrink, to empty.
struct KnownVariant: Hashable, CustomStringConvertible {
    let file: String
    let variant: String

    init(_ file: String, _ variant: String) {
        self.file = file
        self.variant = variant
    }

    var description: String { "(\"\(file)\", \"\(variant)\")" }

    static let all: Set<KnownVariant> = Set(entries.map { KnownVariant($0.0, $0.1) })

    private static let entries: [(String, String)] = []
}
