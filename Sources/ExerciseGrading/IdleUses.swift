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
    // reduce's first closure may be its start value, `reduce({ $0 }) { … }`.
    guard name != "reduce" else { return nil }
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
        // A trailing closure after the arguments, `foldRight(start) { … }`,
        // or a closure among them, `filter({ … })`, `filter(by: { … })`.
        guard let close = closingBracket(from: open, in: tokens) else { return nil }
        if close + 1 < tokens.count, tokens[close + 1].text == "{" {
            open = close + 1
        } else {
            open += 1
            if open + 1 < tokens.count, tokens[open].kind == .name, tokens[open + 1].text == ":" {
                open += 2
            }
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
    // `$0 * 1`, `$0 + 0`, `$0 == $0`: the element, or true, by arithmetic.
    let neutral: Set = ["$0*1", "$0/1", "$0+0", "$0-0", "$0|0", "$0^0", "$0==$0", "1*$0", "0+$0"]
    // `{ _ in taken }`, `{ _, _ in taken }`: one value, whatever the elements.
    let ignoring =
        plain.count >= 3 && plain.last != nil && plain[plain.count - 2] == "in"
        && plain.dropLast(2).allSatisfy { $0 == "_" || $0 == "," }
    switch plain.count {
    case 1: idle = ["$0", "true"].contains(plain[0])
    case 3:
        idle =
            plain[1] == "in" && (plain[2] == "true" || plain[0] == plain[2] && plain[0] != "_")
            || neutral.contains(plain.joined())
    default: idle = neutral.contains(plain.joined())
    }
    let idleOrIgnoring = idle || ignoring
    return idleOrIgnoring ? "{ " + body.joined(separator: " ") + " }" : nil
}
