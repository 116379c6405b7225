import WorkbookKit

/// The names in `tokens` bound to an object of a class or actor the file
/// declares (of any type of the file's `kinds`): `let box = Squares()`. A
/// closure that reaches such an object can keep a loop's state in it where
/// no `var` shows.
func objectsOfOwnTypes(in tokens: [SwiftTokens.Token], kinds: Set<String> = ["class", "actor"])
    -> Set<String>
{
    var types: Set<String> = []
    for index in tokens.indices.dropLast() where kinds.contains(tokens[index].text) {
        let next = tokens[index + 1]
        if next.kind == .name, !["func", "var", "let", "subscript", "init"].contains(next.text) {
            types.insert(next.text)
        }
    }
    var objects: Set<String> = []
    for index in tokens.indices where ["let", "var"].contains(tokens[index].text) {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .name else { continue }
        // `let box = Squares(`, or `let box: Squares = .init(` and the like.
        let rest = tokens[(index + 2)...].prefix(6)
        if rest.contains(where: { types.contains($0.text) }) {
            objects.insert(tokens[index + 1].text)
        }
    }
    return objects
}

/// The first call in `tokens` of a function that, through others of the
/// file, calls itself again: `a` calls `b` and `b` calls `a`, or a method
/// calls itself on another value of its type (`next.run(…)`), or a closure
/// kept under a name takes part. Recursion spread over two functions is
/// still recursion.
func recursionCycle(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    // Each function of the file, and the functions of the file its body calls.
    var bodies: [String: (token: SwiftTokens.Token, range: Range<Int>)] = [:]
    for index in tokens.indices.dropLast() where tokens[index].text == "func" {
        let name = tokens[index + 1]
        guard name.kind == .name,
            let open = tokens[(index + 2)...].firstIndex(where: { $0.text == "{" }),
            let close = closingBracket(from: open, in: tokens)
        else { continue }
        bodies[name.text] = (name, open..<close)
    }
    // A closure kept under a name, `let half: … = { sumOfHalves($0) }`, is a
    // function too: the cycle may run through it.
    for index in tokens.indices.dropLast(2) where ["let", "var"].contains(tokens[index].text) {
        let name = tokens[index + 1]
        guard name.kind == .name, bodies[name.text] == nil,
            let equals = tokens[(index + 2)...].prefix(24).firstIndex(where: { $0.text == "=" }),
            equals + 1 < tokens.count, tokens[equals + 1].text == "{",
            let close = closingBracket(from: equals + 1, in: tokens)
        else { continue }
        bodies[name.text] = (name, (equals + 1)..<close)
    }
    // `next.run(…)`, with `let next = Runner(…)`: the method again, on another value.
    let values = objectsOfOwnTypes(in: tokens, kinds: ["class", "actor", "struct", "enum"])
    var calls: [String: Set<String>] = [:]
    for (name, body) in bodies {
        calls[name] = Set(
            body.range.dropLast().filter {
                // `helper(…)`, `Self.helper(…)` and `Walker.helper(…)` alike,
                // but not `numbers.prefix(…)`, a library method of the same name.
                bodies[tokens[$0].text] != nil && tokens[$0 + 1].text == "("
                    && tokens[$0 - 1].text != "func"
                    && (tokens[$0 - 1].text != "."
                        || $0 >= 2
                            && (typeLike(tokens[$0 - 2].text)
                                || values.contains(tokens[$0 - 2].text)))
            }.map { tokens[$0].text })
    }
    for start in bodies.keys.sorted() {
        var seen: Set<String> = []
        var frontier = Array(calls[start] ?? [])
        while let name = frontier.popLast() {
            if name == start, let body = bodies[start] {
                return HiddenLoop(
                    token: body.token,
                    described: Bilingual(
                        en: "\(start) at line \(body.token.line) calling itself through another "
                            + "function",
                        zh: "第 \(body.token.line) 行的 \(start) 经由别的函数调用了自己"))
            }
            guard seen.insert(name).inserted else { continue }
            frontier += calls[name] ?? []
        }
    }
    return nil
}

/// The first walk by hand in `tokens`: an iterator made (`makeIterator()`)
/// or stepped (`.next()`), or a sequence unfolded from state
/// (`sequence(state:next:)`, `sequence(first:next:)`), which walk a list as
/// a loop does.
func iteratorWalk(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    for index in tokens.indices.dropLast() {
        let token = tokens[index]
        guard token.kind == .name, tokens[index + 1].text == "(" else { continue }
        let member = index > 0 && tokens[index - 1].text == "."
        let walk =
            member && ["makeIterator", "next"].contains(token.text)
            || !member && token.text == "sequence"
        if walk {
            return HiddenLoop(
                token: token,
                described: Bilingual(
                    en: "\(token.text)(…) at line \(token.line), a walk by hand",
                    zh: "第 \(token.line) 行的 \(token.text)(…)，这是手写的遍历"))
        }
    }
    return nil
}

/// Whether the loop at `loop` in `tokens` is inside a function of the file
/// that is only ever handed to one of `operators` (`words.filter(isLong)`,
/// `map { shout($0) }`): a helper that answers for one element, which the
/// operator calls element by element, as the task asks.
func loopServesOperator(
    _ loop: SwiftTokens.Token, in tokens: [SwiftTokens.Token], operators: [String]
) -> Bool {
    guard let at = tokens.firstIndex(where: { $0.line == loop.line && $0.text == loop.text }),
        let function = enclosingFunction(of: at, in: tokens)
    else { return false }
    let uses = tokens.indices.filter {
        tokens[$0].kind == .name && tokens[$0].text == function
            && ($0 == 0 || tokens[$0 - 1].text != "func")
    }
    return !uses.isEmpty && uses.allSatisfy { insideCall(of: operators, at: $0, in: tokens) }
}

/// The name of the function whose body holds `index`, if any.
private func enclosingFunction(of index: Int, in tokens: [SwiftTokens.Token]) -> String? {
    for start in stride(from: index, through: 0, by: -1) where tokens[start].text == "func" {
        guard start + 1 < tokens.count,
            let open = tokens[(start + 1)...].firstIndex(where: { $0.text == "{" }),
            let close = closingBracket(from: open, in: tokens), open < index, index < close
        else { continue }
        return tokens[start + 1].text
    }
    return nil
}

/// Whether `index` is inside the parentheses or closure of a call
/// `.name(…)` or `.name { … }` with `name` one of `operators`.
private func insideCall(of operators: [String], at index: Int, in tokens: [SwiftTokens.Token])
    -> Bool
{
    var depth = 0
    for position in stride(from: index - 1, through: 1, by: -1) {
        let text = tokens[position].text
        if [")", "]", "}"].contains(text) { depth += 1 }
        if ["(", "[", "{"].contains(text) {
            if depth > 0 {
                depth -= 1
                continue
            }
            let owner = tokens[position - 1]
            if owner.kind == .name, operators.contains(owner.text),
                position >= 2, tokens[position - 2].text == "."
            {
                return true
            }
        }
    }
    return false
}

/// The first method of an object of the file's own classes handed to an
/// operator by name, `allSatisfy(shouter.take)`: the object keeps a loop's
/// state where no closure shows it.
func ownMethodHandedOver(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    let objects = objectsOfOwnTypes(in: tokens)
    for index in tokens.indices.dropLast(3) where objects.contains(tokens[index].text) {
        guard tokens[index + 1].text == ".", tokens[index + 2].kind == .name,
            [")", ","].contains(tokens[index + 3].text)
        else { continue }
        let token = tokens[index]
        return HiddenLoop(
            token: token,
            described: Bilingual(
                en: "\(token.text).\(tokens[index + 2].text), a method of an object of your own, "
                    + "handed over at line \(token.line)",
                zh: "第 \(token.line) 行交出了你自己的对象的方法 \(token.text).\(tokens[index + 2].text)"))
    }
    return nil
}

/// Whether `name` names a type or the instance itself: `Walker`, `Self`, `self`.
private func typeLike(_ name: String) -> Bool {
    name == "self" || name.first?.isUppercase == true
}

/// The first closure parameter in `tokens` called with itself as an
/// argument, `me.step(me, rest)` or `f(f, rest)`: a closure handed itself so
/// that it can call itself again, recursion with no name to call (a fixed
/// point, as in the Y combinator).
func selfApplication(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    // The names in closure headers, `{ me, rest in` or `{ (me: Walker, rest) in`.
    var parameters: Set<String> = []
    for open in tokens.indices where tokens[open].text == "{" {
        guard let inIndex = closureIn(after: open, in: tokens) else { continue }
        let header = tokens[(open + 1)..<inIndex]
        guard header.allSatisfy({ $0.kind == .name || ",():_<>[]?.".contains($0.text) })
        else { continue }
        parameters.formUnion(header.filter { $0.kind == .name }.map(\.text))
    }
    for index in tokens.indices.dropLast(3)
    where tokens[index].kind == .name && parameters.contains(tokens[index].text) {
        var open = index + 1
        if tokens[open].text == ".", tokens[open + 1].kind == .name { open += 2 }
        guard open + 2 < tokens.count, tokens[open].text == "(" else { continue }
        var argument = open + 1
        // A labelled argument, `step(me: me, …)`.
        if tokens[argument].kind == .name, tokens[argument + 1].text == ":" { argument += 2 }
        guard argument + 1 < tokens.count, tokens[argument].text == tokens[index].text,
            [",", ")"].contains(tokens[argument + 1].text)
        else { continue }
        let token = tokens[index]
        return HiddenLoop(
            token: token,
            described: Bilingual(
                en: "\(token.text) handed to its own call at line \(token.line), so a closure "
                    + "calls itself",
                zh: "第 \(token.line) 行把 \(token.text) 传给了它自己的调用，闭包借此调用自己"))
    }
    return nil
}
