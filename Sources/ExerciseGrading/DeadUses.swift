import WorkbookKit

/// A use of an operator whose result the answer throws away: the statement
/// that holds it, and how it throws it away.
struct DeadUse {
    /// The line of the statement.
    let line: Int
    /// How the result goes: `_ = …`, or a constant never read; for an idle
    /// use, the closure that changes nothing.
    let discard: Bilingual
    /// Whether the use is idle (`IdleUses`) rather than thrown away.
    var idle = false
}

extension DeadUse {
    /// What a grade says the answer did: "map at line 3, its result thrown
    /// away by _ =".
    func described(_ name: String) -> (Language) -> String {
        let idle = idle
        return {
            idle
                ? $0.pick(
                    "\(name) at line \(line), given \(discard.en), which changes nothing",
                    "第 \(line) 行的 \(name)，传给它的 \(discard.zh) 什么也不改变")
                : $0.pick(
                    "\(name) at line \(line), its result thrown away by \(discard.en)",
                    "第 \(line) 行的 \(name)，它的结果被 \(discard.zh) 扔掉了")
        }
    }
}

/// The first use of `name` in `tokens` when every use of it is dead, in a
/// statement whose value is thrown away: `_ = …`, `let _ = …`, or
/// `let value = …` with `value` never named again. Nil when `name` never
/// appears, or when any appearance may be live.
///
/// Only certainty refuses, so every token spelled `name` counts as a use,
/// whatever it is (a call, a read, a label), and any statement the reader
/// cannot place keeps its uses alive. `name` is an identifier, or an
/// operator spelled in punctuation (`<~`).
///
/// ```swift
/// // _ = [0].map { $0 }
/// // return numbers.reduce(into: []) { $0.append($1 * $1) }
/// deadUse(of: "map", in: tokens)?.line   // 1
/// ```
func deadUse(of name: String, in tokens: [SwiftTokens.Token]) -> DeadUse? {
    let enclosing = enclosingBrackets(tokens)
    var first: DeadUse?
    for index in tokens.indices where spells(name, at: index, in: tokens) {
        guard let dead = discardedStatement(holding: index, in: tokens, enclosing: enclosing)
        else { return nil }
        first = first ?? dead
    }
    return first
}

/// Whether `name` starts at `index`: one name token, or an operator's
/// characters in a row.
private func spells(_ name: String, at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    guard let head = name.first, !head.isLetter, head != "_" else {
        return tokens[index].kind == .name && tokens[index].text == name
    }
    let characters = name.map(String.init)
    guard index + characters.count <= tokens.count else { return false }
    return zip(tokens[index...], characters).allSatisfy {
        $0.kind == .punctuation && $0.text == $1
    }
}

/// For each token, the index of the innermost open bracket around it.
private func enclosingBrackets(_ tokens: [SwiftTokens.Token]) -> [Int?] {
    var open: [Int] = []
    return tokens.indices.map { index in
        let token = tokens[index]
        if token.kind == .punctuation && [")", "]", "}"].contains(token.text) {
            _ = open.popLast()
        }
        let around = open.last
        if token.kind == .punctuation && ["(", "[", "{"].contains(token.text) {
            open.append(index)
        }
        return around
    }
}

/// The statement that holds the token at `index`, if it throws its value
/// away. A use inside parentheses or brackets belongs to the statement of
/// the brace around them.
private func discardedStatement(
    holding index: Int, in tokens: [SwiftTokens.Token], enclosing: [Int?]
) -> DeadUse? {
    var position = index
    while let bracket = enclosing[position], tokens[bracket].text != "{" {
        position = bracket
    }
    let brace = enclosing[position]
    var start = position
    while start > (brace.map { $0 + 1 } ?? 0) {
        let previous = start - 1
        if enclosing[previous] != brace {
            // Inside a bracket that closes before us: jump to its opener.
            guard let opener = enclosing[previous] else { return nil }
            start = opener
            continue
        }
        let text = tokens[previous].text
        if text == ";" || text == "}" && tokens[start].line > tokens[previous].line { break }
        if tokens[start].line > tokens[previous].line
            && !continues(tokens, from: previous, to: start)
        {
            break
        }
        start = previous
    }
    return discard(at: start, in: tokens)
}

/// Whether the line break between `previous` and `next` is inside one
/// statement: a chain (`.`), an operator or a comma at either side.
private func continues(_ tokens: [SwiftTokens.Token], from previous: Int, to next: Int) -> Bool {
    let joining: Set = [".", ",", "=", "+", "-", "*", "/", "&", "|", "<", ">", "?", ":", "("]
    return tokens[previous].kind == .punctuation && joining.contains(tokens[previous].text)
        || tokens[next].kind == .punctuation && joining.contains(tokens[next].text)
}

/// How the statement starting at `start` throws its value away, if it does.
private func discard(at start: Int, in tokens: [SwiftTokens.Token]) -> DeadUse? {
    func text(_ offset: Int) -> String? {
        start + offset < tokens.count ? tokens[start + offset].text : nil
    }
    let line = tokens[start].line
    if text(0) == "_" && text(1) == "=" || ["let", "var"].contains(text(0)) && text(1) == "_" {
        return DeadUse(line: line, discard: Bilingual(en: "_ =", zh: "_ ="))
    }
    guard ["let", "var"].contains(text(0)), let constant = text(1),
        text(2) == "=" || text(2) == ":",
        tokens[start + 1].kind == .name
    else { return nil }
    // Named again anywhere after its statement (in any scope: only certainty refuses).
    let namedAgain = tokens.indices.dropFirst(start + 2).contains { other in
        tokens[other].kind == .name && tokens[other].text == constant
    }
    return namedAgain
        ? nil
        : DeadUse(
            line: line,
            discard: Bilingual(
                en: "\(constant), a constant never read", zh: "从没读过的常量 \(constant)"))
}
