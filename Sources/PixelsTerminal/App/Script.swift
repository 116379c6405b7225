import Foundation

/// A scripted tour of the app: steps separated by commas.
///
/// ```swift
/// let script = try Script(parsing: "open 2, next, detail, vote, login demo demo, back, quit")
/// print(script.steps.count)   // prints 7
/// print(Script.tour)          // prints open 1, next, detail, vote, login demo ****, …
/// ```
///
/// Book: none; the book's app is tried by hand in the simulator
public struct Script: Sendable, Hashable, CustomStringConvertible {
    /// The steps, in order.
    public let steps: [ScriptStep]

    /// A script of `steps`.
    public init(_ steps: [ScriptStep]) {
        self.steps = steps
    }

    /// Reads a script: steps separated by commas (see `ScriptStep`).
    ///
    /// Throws a `ScriptError` naming the first step it cannot read.
    public init(parsing text: String) throws(ScriptError) {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.contains(where: { !$0.isEmpty }) else {
            throw ScriptError(en: "the script is empty", zh: "脚本是空的")
        }
        var steps: [ScriptStep] = []
        for (index, piece) in pieces.enumerated() {
            guard !piece.isEmpty else {
                throw ScriptError(en: "step \(index + 1) is empty", zh: "第 \(index + 1) 步是空的")
            }
            steps.append(try ScriptStep(parsing: piece))
        }
        self.steps = steps
    }

    /// The default tour: open a photo, page, show the details, then vote
    /// (which asks for a login, then votes), and go back to the gallery.
    public static let tour = Script([
        .open(1), .next, .detail, .vote, .login(username: "demo", password: "demo"), .back,
        .back, .quit,
    ])

    /// The steps as a script writes them, separated by commas.
    public var description: String {
        steps.map(\.description).joined(separator: ", ")
    }
}
