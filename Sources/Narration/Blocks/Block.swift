/// One piece of a chapter as the narrator tells it, before it is laid out
/// for a reader: a heading, a paragraph, a listing, live output, a diagram.
///
/// A terminal narrator lays each piece out as it comes. A narrator that
/// records (`Renderer.blocks`) keeps the pieces instead, so the same run can
/// be written as a web page (`HTMLPage`).
///
/// ```swift
/// let recorder = BlockRecorder()
/// let page = Narrator(recordingInto: recorder)
/// page.say(en: "map hands each element to a function.", zh: "map 把每个元素交给一个函数。")
/// page.output("[1, 4, 9]")
/// print(recorder.blocks)
/// // prints [paragraph("map hands each element to a function."), output(["[1, 4, 9]"])]
/// ```
///
/// Book: no equivalent; the book is printed once, on paper.
public enum Block: Sendable, Equatable {
    /// A heading: 1 for the chapter, 2 for a section; `anchor` names it in a link.
    case heading(level: Int, text: String, anchor: String)
    /// One paragraph of narration; text between backticks is code.
    case paragraph(String)
    /// A listing cut from the chapter's code, with the reason if it was not run.
    case listing(Listing, notRun: String?)
    /// Shell commands for the reader to type.
    case command([String])
    /// Live output of the code just shown, one entry per line.
    case output([String])
    /// A marble diagram drawn from a recorded run.
    case marbles(MarbleDiagram)
    /// A table with a header row.
    case table(header: [String], rows: [[String]])
    /// The chapter's glossary table: each row's first cell is the term.
    case glossary(header: [String], rows: [[String]])
    /// A signal's contract under the function that returns it, with the file it is in.
    case contract(function: String, lines: [[String]], source: String?)
    /// A note under a footer: a difference from RAC2, a translator's or an editor's note.
    case note(lead: String, text: String)
    /// The `Book:` footer: the ReactiveCocoa 2 names, and the file of the code, if known.
    case book(names: [String], source: String?)
    /// A picture of something on screen, drawn in text.
    case picture([String])
    /// Lines laid out as the terminal shows them, for text with no block of its own.
    case preformatted([String])
}
