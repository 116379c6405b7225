import WorkbookKit

/// One step of a scripted tour of the app, such as `open 2` or `login demo demo`.
///
/// | Step | What the tour does | On |
/// |---|---|---|
/// | `open N` | opens photo N (from 1), as a tap on its cell | the gallery |
/// | `next`, `prev` | presses → or ← | the full-size photo |
/// | `detail` | presses Enter | the full-size photo |
/// | `vote` | presses Enter | the photo's details |
/// | `login USER PASS` | types both fields and presses Enter | the login form |
/// | `back` | presses Esc | any screen but the gallery |
/// | `wait MS` | lets the app run for MS milliseconds | any screen |
/// | `quit` | quits, as `q` does | any screen |
///
/// ```swift
/// print(try ScriptStep(parsing: "open 2"))   // prints open 2
/// ```
///
/// Book: none; the book's app is tried by hand in the simulator
public enum ScriptStep: Sendable, Hashable, CustomStringConvertible {
    /// Opens photo `number`, counted from 1.
    case open(Int)
    /// Pages to the next photo.
    case next
    /// Pages to the previous photo.
    case previous
    /// Opens the photo's details.
    case detail
    /// Presses the vote button.
    case vote
    /// Fills in the login form and logs in.
    case login(username: String, password: String)
    /// Goes back a screen.
    case back
    /// Lets the app run for this many milliseconds.
    case wait(milliseconds: Int)
    /// Quits the app.
    case quit

    /// Every step's form, for messages and help.
    public static let forms =
        "open N, next, prev, detail, vote, login USER PASS, back, wait MS, quit"

    /// The longest `wait` a script may ask for, in milliseconds.
    public static let longestWait = 60_000

    /// Reads one step, e.g. `open 2`; words are separated by spaces.
    ///
    /// Throws a `ScriptError` that names the step for an unknown step, a
    /// missing or extra word, or a number out of range.
    public init(parsing text: String) throws(ScriptError) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first else { throw ScriptError(en: "an empty step", zh: "空的步骤") }
        let arguments = Array(words.dropFirst())
        func expect(_ count: Int, _ form: String) throws(ScriptError) {
            guard arguments.count == count else {
                throw ScriptError(
                    en: "'\(text)' is not a step; write it as '\(form)'",
                    zh: "\(text) 不是一个步骤；应写作 \(form)")
            }
        }
        switch name {
        case "open":
            try expect(1, "open N")
            guard let number = Int(arguments[0]), number >= 1 else {
                throw ScriptError(
                    en: "'\(text)': N counts the photos from 1", zh: "\(text)：N 从 1 开始数照片")
            }
            self = .open(number)
        case "next":
            try expect(0, "next")
            self = .next
        case "prev":
            try expect(0, "prev")
            self = .previous
        case "detail":
            try expect(0, "detail")
            self = .detail
        case "vote":
            try expect(0, "vote")
            self = .vote
        case "back":
            try expect(0, "back")
            self = .back
        case "quit":
            try expect(0, "quit")
            self = .quit
        case "login":
            try expect(2, "login USER PASS")
            self = .login(username: arguments[0], password: arguments[1])
        case "wait":
            try expect(1, "wait MS")
            guard let milliseconds = Int(arguments[0]),
                (0...Self.longestWait).contains(milliseconds)
            else {
                throw ScriptError(
                    en: "'\(text)': MS is from 0 to \(Self.longestWait) milliseconds",
                    zh: "\(text)：MS 是 0 到 \(Self.longestWait) 之间的毫秒数")
            }
            self = .wait(milliseconds: milliseconds)
        default:
            throw ScriptError(en: "unknown step '\(name)'", zh: "未知的步骤 \(name)")
        }
    }

    /// The step as a script writes it (the password hidden): `open 2`, `login demo ****`.
    public var description: String {
        switch self {
        case .open(let number): return "open \(number)"
        case .next: return "next"
        case .previous: return "prev"
        case .detail: return "detail"
        case .vote: return "vote"
        case .login(let username, let password):
            return "login \(username) \(String(repeating: "*", count: password.count))"
        case .back: return "back"
        case .wait(let milliseconds): return "wait \(milliseconds)"
        case .quit: return "quit"
        }
    }

    /// The screen the step needs on show, or `nil` if any will do.
    var screen: ScreenKind? {
        switch self {
        case .open: return .gallery
        case .next, .previous, .detail: return .photo
        case .vote: return .detail
        case .login: return .login
        case .back, .wait, .quit: return nil
        }
    }
}

/// Why a script cannot be run, in one line.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown step 'fly'`, in English and in Chinese.
    public let text: Bilingual

    /// What is wrong, in English.
    public var description: String { text.en }

    /// An error that says `text`.
    public init(_ text: Bilingual) {
        self.text = text
    }

    /// An error that says `en`, in Chinese `zh`.
    init(en: String, zh: String) {
        self.init(Bilingual(en: en, zh: zh))
    }
}
