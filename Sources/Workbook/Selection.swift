import WorkbookKit

/// Reads which exercises a command is about: "all", a chapter ("2") or one exercise ("2.3").
enum Selection {
    /// The exercises that `text` names, in catalog order.
    static func exercises(_ text: String) throws(UsageError) -> [Exercise] {
        if text == "all" { return Catalog.all }
        if let chapter = Int(text) {
            let exercises = Catalog.exercises(inChapter: chapter)
            guard !exercises.isEmpty else {
                throw UsageError(
                    Bilingual(
                        en: "chapter \(chapter) has no exercises; chapters with exercises: "
                            + Catalog.chapters.map(String.init).joined(separator: ", "),
                        zh: "第 \(chapter) 章没有练习；有练习的章："
                            + Catalog.chapters.map(String.init).joined(separator: "、")))
            }
            return exercises
        }
        return [try exercise(text)]
    }

    /// The one exercise with id `text`, such as "1.2".
    static func exercise(_ text: String) throws(UsageError) -> Exercise {
        guard let exercise = Catalog.exercise(id: text) else {
            let chapter = text.split(separator: ".").first.map(String.init) ?? text
            let known = Catalog.exercises(inChapter: Int(chapter) ?? 0).map(\.id)
            let suggestion =
                known.isEmpty
                ? Bilingual(
                    en: "exercises are numbered like 1.1; see swift run workbook progress",
                    zh: "练习的编号形如 1.1；参见 swift run workbook progress")
                : Bilingual(
                    en: "chapter \(chapter) has \(known.first!) to \(known.last!)",
                    zh: "第 \(chapter) 章的练习是 \(known.first!) 到 \(known.last!)")
            throw UsageError(
                Bilingual(
                    en: "no exercise '\(text)': \(suggestion.en)",
                    zh: "没有练习 \(text)：\(suggestion.zh)"))
        }
        return exercise
    }
}
