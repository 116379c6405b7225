import WorkbookKit

/// One error in a text the workbook follows, which the workbook corrects or
/// works around: what the text says, what is meant, and where the workbook
/// shows it.
///
/// A translator's note (译注) is about the translation's Chinese; an
/// editor's note (编注) is about a slip that is not the translation's doing,
/// in one of the book's listings or in one of the articles. Each chapter's
/// note on an erratum quotes `says`, so a test can match the two.
///
/// ```swift
/// let replay = Errata.all.first { $0.says.contains("replay") }!
/// print(replay.kind == .translation, replay.heading)   // prints true 网络层回访
/// ```
///
/// Book: the translation and the articles, where they mislead.
public struct Erratum: Sendable {
    /// Who the note is from, and so how it is labelled.
    public enum Kind: Sendable, Hashable {
        /// The translation's Chinese misleads: a translator's note, 译注.
        case translation
        /// One of the book's listings cannot run as printed: an editor's note, 编注.
        case listing
        /// An article slips: an editor's note, 编注.
        case article
    }

    /// A section of a chapter, by number and by its title.
    public struct Place: Sendable, Hashable {
        /// The chapter.
        public let chapter: Int
        /// The section, as `--section` numbers it.
        public let section: Int
        /// The section's title, which a test checks against the chapter.
        public let title: Title

        /// Section `section` of chapter `chapter`, titled `english` · `chinese`.
        public init(_ chapter: Int, _ section: Int, _ english: String, _ chinese: String) {
            self.chapter = chapter
            self.section = section
            self.title = Title(english, chinese)
        }
    }

    /// Whose error it is.
    public let kind: Kind
    /// The text it is in.
    public let text: BookWords.Text
    /// The heading it stands under in that text, as the text writes it.
    public let heading: String
    /// The translation's chapter the heading is in, where the heading
    /// repeats (总结); nil otherwise.
    public let part: String?
    /// What the text says, quoted as printed.
    public let says: String
    /// What is wrong with it and what is meant.
    public let meant: Bilingual
    /// Where the workbook shows it, with a note that quotes `says`.
    public let shown: Place

    /// An erratum of `kind` in `text`, under `heading`.
    public init(
        _ kind: Kind, in text: BookWords.Text = .translation, under heading: String,
        of part: String? = nil, says: String, meant: Bilingual, shown: Place
    ) {
        self.kind = kind
        self.text = text
        self.heading = heading
        self.part = part
        self.says = says
        self.meant = meant
        self.shown = shown
    }

    /// The label its note carries: 译注 or 编注 (in English, the note's lead).
    public var label: Bilingual {
        kind == .translation ? Narrator.translationNoteLead : Narrator.editorNoteLead
    }
}
