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
    if open + 1 < tokens.count, tokens[open].kind == .name, tokens[open + 1].text == ")" {
        return idleFunction(named: tokens[open].text, in: tokens)
    }
    guard open < tokens.count, tokens[open].text == "{" else { return nil }
    if let ignored = ignoringClosure(at: open, in: tokens) { return ignored }
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
    let neutral: Set = [
        "$0*1", "$0/1", "$0+0", "$0-0", "$0|0", "$0^0", "$0==$0", "1*$0", "0+$0", "$0<<0", "$0>>0",
        "$0&+0", "$0&-0", "$0&*1", "$0+", "$0&0==0", "$0.count>=0",
    ]
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
    // `{ !$0.isEmpty || true }`: true, whatever it is given.
    let alwaysTrue = plain.suffix(2) == ["||", "true"]
    let idleOrIgnoring = idle || ignoring || alwaysTrue
    guard idleOrIgnoring else { return nil }
    // `& 0 = = 0` reads `& 0 == 0`: an operator's characters stay together.
    var shown = ""
    for (index, text) in body.enumerated() {
        let joined =
            index > 0 && text.count == 1 && body[index - 1].count == 1
            && "+-*/%&|^<>=!".contains(text) && "+-*/%&|^<>=!".contains(body[index - 1])
        shown += (joined || index == 0 ? "" : " ") + text
    }
    return "{ " + shown + " }"
}

/// The first use of a combining operator (`combineLatest`, `zip`) in
/// `tokens` when every use of it pairs its signals with a constant one
/// (`Signal.just(true)`, `.never`, `.empty`, perhaps named by a `let` or
/// started with `startWith`) or passes a closure that drops one of the
/// values it pairs (`{ valid, _ in valid }`), or of `takeUntil` when every
/// use waits for a signal that never sends. Such a use does nothing: what
/// it sends was computed elsewhere. Nil when `name` never appears, or when
/// any use may do work.
///
/// ```swift
/// // let enabled = Signal.combineLatest(valid, Signal.just(true)) { v, _ in v }
/// idleCombination(of: "combineLatest", in: tokens)?.line   // 1
/// ```
func idleCombination(of name: String, in tokens: [SwiftTokens.Token]) -> DeadUse? {
    let constants: Set<String>
    switch name {
    case "combineLatest", "zip": constants = ["just", "never", "empty"]
    // Until a signal that never sends: until nothing.
    case "takeUntil": constants = ["never"]
    default: return nil
    }
    var first: DeadUse?
    for index in tokens.indices where tokens[index].kind == .name && tokens[index].text == name {
        guard index + 1 < tokens.count, tokens[index + 1].text == "(",
            let close = closingBracket(from: index + 1, in: tokens)
        else { return nil }
        let constant = arguments(from: index + 1, to: close, in: tokens).lazy.compactMap {
            constantSignal($0, using: constants, in: tokens)
        }.first
        var dropped: String?
        if close + 1 < tokens.count, tokens[close + 1].text == "{",
            let inside = closureIn(after: close + 1, in: tokens)
        {
            let parameters = tokens[(close + 2)..<inside].map(\.text).filter {
                $0 != "(" && $0 != ")"
            }
            if parameters.contains("_"), parameters.contains(where: { $0 != "_" && $0 != "," }) {
                dropped = "{ " + parameters.joined(separator: " ") + " in … }"
            }
        }
        guard let shown = constant ?? dropped
        else { return nil }
        first =
            first
            ?? DeadUse(
                line: tokens[index].line, discard: Bilingual(en: shown, zh: shown), idle: true)
    }
    return first
}

/// The closure at `open` written as it reads (`{ number, _ in … }`) when
/// its body names none of its parameters: `{ number, _ in taken }` hands
/// back a value computed elsewhere, whatever it is given. Nil for a closure
/// without a parameter list, or one whose body reads a parameter.
private func ignoringClosure(at open: Int, in tokens: [SwiftTokens.Token]) -> String? {
    guard let close = closingBracket(from: open, in: tokens),
        let inIndex = closureIn(after: open, in: tokens)
    else { return nil }
    let header = tokens[(open + 1)..<inIndex]
    guard header.allSatisfy({ $0.kind == .name || ["(", ")", ","].contains($0.text) })
    else { return nil }
    let named = Set(header.filter { $0.kind == .name && $0.text != "_" }.map(\.text))
    let body = tokens[(inIndex + 1)..<close]
    guard !named.isEmpty, !body.isEmpty,
        !body.contains(where: { named.contains($0.text) || $0.text.hasPrefix("$") })
    else { return nil }
    let parameters = header.map(\.text).joined(separator: " ").replacing(" ,", with: ",")
    return "{ " + parameters + " in … }"
}

/// The top-level arguments of the call whose parentheses are at `open` and
/// `close`, each as a range of `tokens`, labels left out.
private func arguments(from open: Int, to close: Int, in tokens: [SwiftTokens.Token])
    -> [Range<Int>]
{
    var found: [Range<Int>] = []
    var start = open + 1
    var index = open + 1
    while index < close {
        if ["(", "[", "{"].contains(tokens[index].text),
            let end = closingBracket(from: index, in: tokens)
        {
            index = end + 1
            continue
        }
        if tokens[index].text == "," {
            found.append(start..<index)
            start = index + 1
        }
        index += 1
    }
    found.append(start..<close)
    return found.map { range in
        range.count > 2 && tokens[range.lowerBound + 1].text == ":"
            ? (range.lowerBound + 2)..<range.upperBound : range
    }
}

/// How `argument` reads, such as `Signal.just(true)`, when it is a signal that
/// takes nothing from the answer's inputs: one of `constants` (`just`,
/// `never`, `empty`) on a type, perhaps with `startWith(…)` of a literal,
/// written in place or named by a `let` of the file.
private func constantSignal(
    _ argument: Range<Int>, using constants: Set<String>, in tokens: [SwiftTokens.Token]
) -> String? {
    var expression = Array(tokens[argument])
    // `combineLatest(valid, always)`, with `let always = Signal<Bool>.never.startWith(true)`.
    if expression.count == 1, expression[0].kind == .name,
        let definition = tokens.indices.first(where: {
            $0 + 2 < tokens.count && tokens[$0].text == "let"
                && tokens[$0 + 1].text == expression[0].text && tokens[$0 + 2].text == "="
        })
    {
        let line = tokens[definition].line
        expression = Array(tokens[(definition + 3)...].prefix { $0.line == line })
    }
    // `Signal.just(0).map { _ in true }` still takes nothing from the inputs.
    let allowed: Set = [
        "startWith", "Signal", "Bool", "Int", "String", "Void", "true", "false", "map", "in", "_",
    ]
    guard
        expression.indices.contains(where: {
            constants.contains(expression[$0].text) && $0 > 0 && expression[$0 - 1].text == "."
        }),
        expression.allSatisfy({
            $0.kind != .name || allowed.contains($0.text) || constants.contains($0.text)
        })
    else { return nil }
    return expression.map(\.text).joined()
}

/// The function of the file called `name`, written as it reads, when it
/// answers its one argument unchanged (`func same(_ x: Int) -> Int { x }`)
/// or a test true of every argument (`{ n == n }`): passed by name to an
/// operator, it changes nothing.
private func idleFunction(named name: String, in tokens: [SwiftTokens.Token]) -> String? {
    guard
        let declaration = tokens.indices.first(where: {
            $0 + 2 < tokens.count && tokens[$0].text == "func" && tokens[$0 + 1].text == name
                && tokens[$0 + 2].text == "("
        }),
        let close = closingBracket(from: declaration + 2, in: tokens),
        let open = tokens[close...].prefix(12).firstIndex(where: { $0.text == "{" }),
        let end = closingBracket(from: open, in: tokens)
    else { return nil }
    // The parameter's name inside the body: the last name before its `:`.
    let parameters = tokens[(declaration + 3)..<close]
    guard parameters.filter({ $0.text == ":" }).count == 1,
        let colon = parameters.firstIndex(where: { $0.text == ":" }), colon > declaration + 3
    else { return nil }
    let parameter = tokens[colon - 1].text
    let body = tokens[(open + 1)..<end].map(\.text).filter { $0 != "return" }
    let idle = body == [parameter] || body == [parameter, "==", parameter] || body == ["true"]
    return idle ? name + " { " + body.joined(separator: " ") + " }" : nil
}
