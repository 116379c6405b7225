import WorkbookKit

extension Chapter {
    /// Writes the web page `action` asks for (the sections, or the errata) to standard output.
    func writePage(_ action: ChapterOptions.Action, language: Language) {
        var numbers = Array(1...allSections.count)
        if case .sections(let chosen) = action { numbers = chosen }
        let page =
            action == .errata
            ? errataPage(language: language) : page(of: numbers, language: language)
        print(page.html, terminator: "")
    }

    /// The chapter as one web page (`--html`): the banner if `numbers` are
    /// all the sections, then each of `numbers`, run live as on a terminal
    /// but recorded as blocks and written as HTML in `language`.
    ///
    /// ```swift
    /// print(chapter.page(of: [1, 2], language: .chinese).html.prefix(40))
    /// // prints <!DOCTYPE html>\n<html lang="zh-Hans" …
    /// ```
    func page(of numbers: [Int], language: Language) -> HTMLPage {
        let recorder = BlockRecorder()
        let page = Narrator(recordingInto: recorder, apparatus: apparatus, language: language)
        if numbers.count == allSections.count { banner(page) }
        for number in numbers { run(number, page) }
        return HTMLPage(title: pageTitle(in: language), language: language, blocks: recorder.blocks)
    }

    /// The errata page as one web page (`--errata --html`).
    func errataPage(language: Language) -> HTMLPage {
        let recorder = BlockRecorder()
        Errata.tell(Narrator(recordingInto: recorder, apparatus: apparatus, language: language))
        let title = language == .chinese ? "勘误表" : "Errata"
        return HTMLPage(title: title, language: language, blocks: recorder.blocks)
    }

    /// "Chapter N · English · 中文", or in Chinese "第 N 章 · English · 中文".
    func pageTitle(in language: Language) -> String {
        (language == .chinese ? "第 \(number) 章" : "Chapter \(number)") + " · \(title)"
    }
}
