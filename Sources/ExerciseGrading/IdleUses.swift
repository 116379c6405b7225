import WorkbookKit

/// The first use of `name` in `tokens` when every use of it passes a closure
/// that changes nothing: `map { $0 }`, `filter { _ in true }`, a closure
/// that answers its argument or `true` whatever it is given. Such a call
/// only copies what another part of the answer computed. Nil when `name`
/// never appears, or when any use may do work: a closure of any other
/// shape, a function passed by name, or a use the reader cannot place.
///
/// ```swift
/// // let all = numbers.filter { _ in true }
/// idleUse(of: "filter", in: tokens)?.line   // 1
/// ```
func idleUse(of name: String, in tokens: [SwiftTokens.Token]) -> DeadUse? {
    var first: DeadUse?
    for index in tokens.indices where tokens[index].kind == .name && tokens[index].text == name {
        guard index > 0, tokens[index - 1].text == ".",
            let shown = idleClosure(after: index, in: tokens)
        else { return nil }
        first =
            first
            ?? DeadUse(
                line: tokens[index].line,
                discard: Bilingual(en: shown, zh: shown),
                idle: true)
    }
    return first
}

/// The closure right after the call at `index` (`name {`, `name({`,
/// `name(label: {`), written as it reads, if it changes nothing.
private func idleClosure(after index: Int, in tokens: [SwiftTokens.Token]) -> String? {
    var open = index + 1
    if open < tokens.count, tokens[open].text == "(" {
        open += 1
        if open + 1 < tokens.count, tokens[open].kind == .name, tokens[open + 1].text == ":" {
            open += 2
        }
    }
    guard open < tokens.count, tokens[open].text == "{" else { return nil }
    var body: [String] = []
    for token in tokens[(open + 1)...] {
        if token.text == "}" { break }
        body.append(token.text)
        if body.count > 6 { return nil }
    }
    // `{ (x) in return x }` reads as `{ x in x }`.
    let plain = body.filter { !["(", ")", "return"].contains($0) }
    let idle: Bool
    switch plain.count {
    case 1: idle = ["$0", "true"].contains(plain[0])
    case 3:
        idle = plain[1] == "in" && (plain[2] == "true" || plain[0] == plain[2] && plain[0] != "_")
    default: idle = false
    }
    return idle ? "{ " + body.joined(separator: " ") + " }" : nil
}
