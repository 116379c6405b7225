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

/// The first use of a combining operator (`combineLatest`, `zip`) in
/// `tokens` when every use of it pairs its signals with a constant one
/// (`Signal.just(true)`, `.never()`, `.empty()`) or passes a closure that
/// drops one of the values it pairs (`{ valid, _ in valid }`). Such a use
/// combines nothing: what it sends was computed elsewhere. Nil when `name`
/// never appears, or when any use may combine.
///
/// ```swift
/// // let enabled = Signal.combineLatest(valid, Signal.just(true)) { v, _ in v }
/// idleCombination(of: "combineLatest", in: tokens)?.line   // 1
/// ```
func idleCombination(of name: String, in tokens: [SwiftTokens.Token]) -> DeadUse? {
    guard ["combineLatest", "zip"].contains(name) else { return nil }
    var first: DeadUse?
    for index in tokens.indices where tokens[index].kind == .name && tokens[index].text == name {
        guard index + 1 < tokens.count, tokens[index + 1].text == "(",
            let close = closingBracket(from: index + 1, in: tokens)
        else { return nil }
        let arguments = tokens[(index + 2)..<close]
        let constant = arguments.indices.first {
            ["just", "never", "empty"].contains(arguments[$0].text)
                && tokens[$0 - 1].text == "." && tokens[$0 + 1].text == "("
        }
        var dropped: String?
        if close + 1 < tokens.count, tokens[close + 1].text == "{",
            let inside = tokens[(close + 2)...].prefix(12).firstIndex(where: { $0.text == "in" })
        {
            let parameters = tokens[(close + 2)..<inside].map(\.text).filter {
                $0 != "(" && $0 != ")"
            }
            if parameters.contains("_"), parameters.contains(where: { $0 != "_" && $0 != "," }) {
                dropped = "{ " + parameters.joined(separator: " ") + " in … }"
            }
        }
        guard let shown = constant.map({ "." + tokens[$0].text + "(…)" }) ?? dropped
        else { return nil }
        first =
            first
            ?? DeadUse(
                line: tokens[index].line, discard: Bilingual(en: shown, zh: shown), idle: true)
    }
    return first
}
