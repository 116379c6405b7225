import Foundation
import Narration
import Testing
import WorkbookKit

/// `Chapters/README.md` maps every heading of the book's translation and of
/// the four articles to the sections that teach it and the exercises that
/// practise it, then lists the workbook's own sections, which the book does
/// not have. These tests hold the map to the headings and to the chapters.
@Suite("The map of the book")
struct BookMapTests {
    /// Every `## ` heading of the book's Chinese translation, in order, then
    /// every heading of the four articles, as the texts write them.
    static let headings = [
        // The book, in the translation.
        "以下为本书的目录索引：", "致谢", "理念", "函数式反应型编程", "结论",
        "用RXCollections进行函数式编程", "高阶函数", "使用RXCollections", "高阶映射", "高阶过滤",
        "高阶折叠", "性能", "总结", "ReactiveCocoa 简介", "引入ReactiveCocoa", "流和序列", "信号",
        "订阅", "状态推导", "指令", "RACSubject", "热信号与冷信号", "组播", "总结",
        "ReactiveCocoa的实践", "FunctionalReactivePixels的基础知识", "添加FunctionalReactivePixels",
        "和FunctionalReactivePixels一起实践", "网络层回访", "总结", "MVVM On iOS", "什么是MVVM",
        "重温FunctionalReactivePixels", "MVVM的具体实践", "测试ViewModels", "终稿",
        // Article 1: MVVM with ReactiveCocoa.
        "MVVM", "ReactiveCocoa", "创建信号", "信号传递流程中的一些处理", "切换线程", "避免block循环引用",
        "从代理创建一个信号以及其他异步行为", "信号延迟，间隔时间内给机会反悔做决定是否发送", "多个信号合并成一个信号",
        // Article 2: the book's MVVM chapter again.
        "MVVM的具体实践",
        // Article 3: ReactiveCocoa in practice.
        "前言", "处理键盘的弹出和隐藏", "Singal上的 next、complete、error", "基础格式", "关键字解释",
        "所有可能出现的有意义的非嵌套 Signal", "发送验证码的倒计时按钮", "内存管理，自动释放 Pipeline",
        // Article 4: hot and cold signals, and a login view model.
        "目录", "函数响应式编程", "流", "pull-driven 和 push-driven", "序列流", "信号流", "热信号和冷信号",
        "Use ReactiveObjc in MVVM", "登录模块", "End", "Reference",
    ]

    @Test("the map lists every heading of the book and the articles, in order")
    func everyHeading() throws {
        #expect(try MapRow.all().filter { !$0.isOwn }.map(\.heading) == Self.headings)
    }

    @Test("each of the workbook's own sections is marked （增补） and titled as its row says")
    func ownSections() throws {
        let titles = try SectionTitles.all()
        let own = try MapRow.all().filter(\.isOwn)
        #expect(!own.isEmpty, "no table of the workbook's own sections")
        for row in own {
            #expect(ChineseTitle.isAdded(row.heading), "\(row.heading) is not marked")
            #expect(!BookWords.isHeading(row.heading), "\(row.heading) is the book's")
            for reference in row.sections {
                let title = titles[reference.chapter]?[safe: reference.section - 1]
                #expect(
                    title?.hasSuffix(" · " + row.heading) == true, "\(reference): \(title ?? "")")
            }
        }
    }

    @Test("each section the map names exists, under the English title it gives")
    func sectionsExist() throws {
        let titles = try SectionTitles.all()
        for row in try MapRow.all() {
            for reference in row.sections {
                let title = titles[reference.chapter]?[safe: reference.section - 1]
                #expect(
                    title?.hasPrefix(reference.english + " · ") == true,
                    "\(row.heading): \(reference) is \(title ?? "no section")")
            }
        }
    }

    @Test("each exercise in a row is labelled with one of that row's sections")
    func exercisesMatchTheirRows() throws {
        let titles = try SectionTitles.all()
        var practised: Set<String> = []
        for row in try MapRow.all() {
            let rowTitles = row.sections.compactMap {
                titles[$0.chapter]?[safe: $0.section - 1]
            }
            for id in row.exercises {
                let exercise = try #require(Catalog.exercise(id: id), "no exercise \(id)")
                practised.insert(id)
                #expect(
                    rowTitles.contains(exercise.bookSection),
                    "\(row.heading): \(id) is labelled \(exercise.bookSection)")
            }
        }
        #expect(practised == Set(Catalog.all.map(\.id)), "exercises missing from the map")
    }

    @Test("every section is on the map, under each heading that is its Chinese title")
    func everySectionMapped() throws {
        let titles = try SectionTitles.all()
        let rows = try MapRow.all()
        for (chapter, list) in titles {
            for (index, title) in list.enumerated() where !SectionTitles.closing.contains(title) {
                let full = String(title.split(separator: " · ").last ?? "")
                let chinese = ChineseTitle.heading(of: full) ?? full
                let citing = rows.filter {
                    $0.sections.contains { $0.chapter == chapter && $0.section == index + 1 }
                }
                #expect(!citing.isEmpty, "\(chapter).\(index + 1) \(title) is not on the map")
                if rows.contains(where: { $0.heading == chinese }) {
                    #expect(
                        citing.contains { $0.heading == chinese },
                        "\(chapter).\(index + 1) is titled \(chinese) but not in that row")
                }
            }
        }
    }

    @Test("every exercise's label names a section of its chapter, English and Chinese")
    func labelsNameRealSections() throws {
        let titles = try SectionTitles.all()
        for exercise in Catalog.all {
            #expect(
                titles[exercise.chapter]?.contains(exercise.bookSection) == true,
                "\(exercise.id) is labelled \(exercise.bookSection)")
        }
    }
}

/// One row of a table in `Chapters/README.md`.
struct MapRow {
    /// A section the row names: `5.7 The network layer revisited`.
    struct Reference: CustomStringConvertible {
        let chapter: Int
        let section: Int
        let english: String
        var description: String { "\(chapter).\(section) \(english)" }
    }

    /// The book's or an article's heading; in the table of the workbook's own
    /// sections, the sections' Chinese title.
    let heading: String
    let sections: [Reference]
    let exercises: [String]
    /// Whether the row is in the table of sections the book does not have.
    let isOwn: Bool

    /// The rows of every table in the map, in order.
    static func all() throws -> [MapRow] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Chapters/README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var inOwnTable = false
        return text.split(separator: "\n").compactMap { line -> MapRow? in
            if line.hasPrefix("| Heading |") || line.hasPrefix("| Section |") {
                inOwnTable = line.hasPrefix("| Section |")
                return nil
            }
            guard line.hasPrefix("| ") else { return nil }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count == 3 else { return nil }
            let sections = cells[1].components(separatedBy: ", ").compactMap(reference)
            let exercises = cells[2] == "—" ? [] : cells[2].components(separatedBy: ", ")
            return MapRow(
                heading: cells[0], sections: sections, exercises: exercises, isOwn: inOwnTable)
        }
    }

    /// `5.7 The network layer revisited`, or nil for `Chapter 5` and `—`.
    private static func reference(_ text: String) -> Reference? {
        guard let match = text.wholeMatch(of: /([0-9]+)\.([0-9]+) (.+)/),
            let chapter = Int(match.1), let section = Int(match.2)
        else { return nil }
        return Reference(chapter: chapter, section: section, english: String(match.3))
    }
}

/// The section titles of every chapter, as `--list` prints them.
enum SectionTitles {
    /// The sections every chapter closes with.
    static let closing: Set<String> = ["Glossary · 术语表", "Exercises for this chapter · 本章练习"]

    static func all() throws -> [Int: [String]] {
        var titles: [Int: [String]] = [:]
        for chapter in chapters {
            titles[chapter.number] = try chapter.sectionTitles()
        }
        return titles
    }
}

extension Array {
    /// The element at `index`, or nil when there is none.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
