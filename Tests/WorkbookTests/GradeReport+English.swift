import WorkbookKit

extension GradeReport {
    /// A report with `message` in both halves, for tests of the English
    /// printing; the workbook itself has no English-only way to make one.
    init(id: String, status: Status, message: String) {
        self.init(id: id, status: status, text: Bilingual(en: message, zh: message))
    }
}
