/// Finding a chapter's sections by title, so a test does not depend on where
/// a section stands in the chapter.
extension ChapterProgram {
    /// The number `--section` takes for the section whose English title is `english`.
    func sectionNumber(_ english: String) throws -> Int {
        let titles = try sectionTitles()
        guard let index = titles.firstIndex(where: { $0.hasPrefix(english + " · ") }) else {
            throw ChapterTestError("\(name) has no section titled \"\(english)\": \(titles)")
        }
        return index + 1
    }

    /// The `--plain` output of the section titled `english`, run alone.
    func sectionOutput(_ english: String) throws -> String {
        let number = try sectionNumber(english)
        let run = try self.run(["--plain", "--section", "\(number)"])
        guard run.exitCode == 0 else {
            throw ChapterTestError("\(name) --section \(number) failed: \(run.standardError)")
        }
        return run.standardOutput
    }
}
