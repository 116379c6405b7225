import Testing

/// The Chinese words that the glossaries of Chapters 5 and 6 use, each one
/// found, as written here, in the book's translation (checked against the
/// reference text when the glossaries were written). A glossary says its
/// Chinese column is the translation's, so a term outside this list is the
/// workbook's own and does not belong there.
let translationTerms: Set<String> = [
    "数据模型", "网络请求", "视图控制器", "画廊视图控制器", "高清图视图控制器", "关键路径", "绑定", "复用",
    "进度HUD", "委托代理", "空存根", "副作用", "订阅", "多播", "MVVM", "视图模型", "视图", "业务逻辑",
    "键-值观察", "激活", "重构", "单元测试", "mock", "命令",
]

/// Checks that every term in the 中文 column of `chapter`'s glossary is one
/// of `translationTerms`.
func expectGlossaryFromTheTranslation(
    _ chapter: ChapterProgram, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let transcript = try chapter.plainRun().standardOutput
    guard let start = transcript.range(of: "Glossary · 术语表"),
        let end = transcript.range(
            of: "Exercises for this chapter", range: start.upperBound..<transcript.endIndex)
    else {
        Issue.record("no glossary in \(chapter.name)", sourceLocation: sourceLocation)
        return
    }
    let rows = transcript[start.upperBound..<end.lowerBound].split(separator: "\n")
        .map { $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) } }
        .map { $0.filter { !$0.isEmpty } }
        .filter { $0.count == 3 && $0[1] != "中文" && !$0[0].hasPrefix("─") }
    #expect(rows.count >= 10, "only \(rows.count) glossary rows", sourceLocation: sourceLocation)
    for row in rows where !translationTerms.contains(row[1]) {
        Issue.record(
            "\(chapter.name)'s glossary: \(row[0]) is \(row[1]), not a word of the translation",
            sourceLocation: sourceLocation)
    }
}
