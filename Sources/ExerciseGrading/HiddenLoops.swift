import WorkbookKit

/// A loop in disguise: a closure that walks the input for the answer while
/// the operator the exercise teaches only passes the result on.
struct HiddenLoop {
    /// Where it is.
    let token: SwiftTokens.Token
    /// What the answer wrote, as the grade names it.
    let described: Bilingual
}

/// The first closure in `tokens` that changes a variable declared outside
/// it, such as `numbers.allSatisfy { sum += $0; return true }`: a closure an
/// operator calls once per element, doing a loop's work through its side
/// effect. A closure's own parameters (`reduce(into:)`'s `$0`, `acc in`) and
/// its own locals are its to change.
///
/// Only what is certain counts: a name declared in the file outside the
/// closure (or outside a function nested in another), assigned (`=`, `+=`,
/// …, through members and subscripts too) or changed by a mutating method
/// (`append`, `insert`, `add`, …) inside it. A `let` can be changed so only
/// when it holds an object, which keeps the state all the same.
func closureSideEffect(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    let mutating: Set = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
        "popFirst", "formUnion", "formIntersection", "swapAt", "sort", "reverse", "merge",
        "updateValue", "replaceSubrange", "add", "addObjects", "setObject", "setValue",
        "addEntries", "initialize",
    ]
    let ownObjects = objectsOfOwnTypes(in: tokens)
    for (index, frames) in ScopeWalk(tokens).steps {
        let token = tokens[index]
        guard token.kind == .name, index == 0 || tokens[index - 1].text != "." else { continue }
        guard let declared = frames.lastIndex(where: { $0.names[token.text] != nil }),
            frames[(declared + 1)...].contains(where: \.isClosure)
        else { continue }
        if ownObjects.contains(token.text), index + 2 < tokens.count, tokens[index + 1].text == "."
        {
            return HiddenLoop(
                token: token,
                described: Bilingual(
                    en:
                        "a closure using \(token.text), an object of your own, at line \(token.line)",
                    zh: "第 \(token.line) 行的闭包用到了你自己的对象 \(token.text)"))
        }
        var next = index + 1
        if next < tokens.count, tokens[next].text == "[" {
            next = closingBracket(from: next, in: tokens).map { $0 + 1 } ?? tokens.count
        }
        // Through members too: `box.total += n`, `box.items.append(n)`.
        var end = next
        while end + 1 < tokens.count, tokens[end].text == ".", tokens[end + 1].kind == .name,
            end + 2 < tokens.count,
            tokens[end + 2].text == "."
                || assignment(at: end + 2, in: tokens)
        {
            end += 2
        }
        let changed =
            assignment(at: end, in: tokens)
            || (end + 2 < tokens.count && tokens[end].text == "."
                && mutating.contains(tokens[end + 1].text) && tokens[end + 2].text == "(")
        if changed {
            return HiddenLoop(
                token: token,
                described: Bilingual(
                    en:
                        "a closure changing \(token.text) at line \(token.line), a loop in disguise",
                    zh: "第 \(token.line) 行的闭包修改了外面的 \(token.text)，这是换了个样子的循环"))
        }
    }
    return nil
}

/// The first closure in `tokens` that calls the variable it is stored in,
/// `walk = { … walk(rest) … }` or `box.walk = { … box.walk(rest) … }`:
/// recursion, with a closure for a function.
func closureRecursion(in tokens: [SwiftTokens.Token]) -> HiddenLoop? {
    for index in tokens.indices.dropLast(2) where tokens[index].kind == .name {
        // `name = {` or `name: Type = {`, the closure's braces.
        guard let equals = tokens[(index + 1)...].prefix(24).firstIndex(where: { $0.text == "=" }),
            equals + 1 < tokens.count, tokens[equals + 1].text == "{",
            tokens[(index + 1)..<equals].allSatisfy({ $0.text != "=" && $0.text != "{" }),
            let end = closingBracket(from: equals + 1, in: tokens)
        else { continue }
        let name = tokens[index].text
        // `box.walk = { … box.walk(rest) … }`: the same member of the same object.
        let receiver = index >= 2 && tokens[index - 1].text == "." ? tokens[index - 2].text : nil
        for inner in (equals + 2)..<end where tokens[inner].text == name {
            let member = tokens[inner - 1].text == "."
            let same = receiver.map { member && tokens[inner - 2].text == $0 } ?? !member
            let after = tokens[inner + 1].text
            if same, after == "(" || after == "!" || after == "?" {
                let token = tokens[inner]
                return HiddenLoop(
                    token: token,
                    described: Bilingual(
                        en: "the closure \(name) calling itself at line \(token.line)",
                        zh: "闭包 \(name) 在第 \(token.line) 行调用了自己"))
            }
        }
    }
    return nil
}

/// Whether an assignment operator starts at `index`: `=`, `+=`, `<<=`, …,
/// but not `==`, `!=`, `<=` or `>=`.
private func assignment(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    var operators = ""
    var position = index
    while position < tokens.count, tokens[position].kind == .punctuation,
        "+-*/%&|^<>=!".contains(tokens[position].text)
    {
        operators += tokens[position].text
        position += 1
    }
    guard operators.hasSuffix("=") else { return false }
    return !["==", "!=", "<=", ">=", "===", "!=="].contains(operators)
        && !operators.hasPrefix("==")
}

/// The index of the `in` that ends the parameters of the closure opening at
/// `open`, at the closure's own level (`{ sum, next in`), or nil for a
/// closure that uses `$0` instead.
func closureIn(after open: Int, in tokens: [SwiftTokens.Token]) -> Int? {
    var depth = 0
    for index in tokens.indices.dropFirst(open + 1) {
        let token = tokens[index]
        if token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) {
                if depth == 0 { return nil }
                depth -= 1
            }
        }
        if depth == 0, token.kind == .name, token.text == "in" { return index }
        if depth == 0, token.text == "=" || token.text == ";" { return nil }
    }
    return nil
}

/// The index of the bracket closing the one at `open` (`(`, `[` or `{`),
/// counting every kind of bracket between.
func closingBracket(from open: Int, in tokens: [SwiftTokens.Token]) -> Int? {
    var depth = 0
    for index in open..<tokens.count where tokens[index].kind == .punctuation {
        switch tokens[index].text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
            depth -= 1
            if depth == 0 { return index }
        default: break
        }
    }
    return nil
}

/// The file's braces, walked in order: for each token, the scopes open
/// around it, outermost first, each with the names declared in it so far
/// (true for a `var`) and whether it is a closure's.
///
/// A `{` opens a closure unless a statement or declaration is waiting for
/// its body: after `if`, `guard`, `else`, `for`, `while`, `repeat`,
/// `switch`, `do`, `catch`, `defer`, `func`, `init`, a type, an accessor,
/// or a `var` with no `=` whose `{` is on its line (a computed property).
private struct ScopeWalk {
    struct Frame {
        var isClosure: Bool
        var isFunction = false
        var names: [String: Bool] = [:]
    }

    /// A statement or declaration waiting for its body's `{`.
    struct Waiting {
        let depth: Int
        let line: Int
        let isVariable: Bool
        var isFunction = false
    }

    let steps: [(Int, [Frame])]

    init(_ tokens: [SwiftTokens.Token]) {
        let bodies: Set = [
            "if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer",
            "func", "init", "deinit", "subscript", "struct", "class", "enum", "extension",
            "protocol", "actor", "get", "set", "willSet", "didSet", "var",
        ]
        var frames = [Frame(isClosure: false)]
        var waiting: [Waiting] = []
        var brackets = 0
        var parameters = false
        var steps: [(Int, [Frame])] = []
        for (index, token) in tokens.enumerated() {
            let member = index > 0 && tokens[index - 1].text == "."
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let repeatWhile = token.text == "while" && index > 0 && tokens[index - 1].text == "}"
            if token.kind == .name, !member, bodies.contains(token.text), !repeatWhile {
                // A new statement at this depth: whatever still waited here had
                // no body (`guard … else`, a stored `var x: Int`).
                waiting.removeAll { $0.depth == brackets }
                waiting.append(
                    Waiting(
                        depth: brackets, line: token.line, isVariable: token.text == "var",
                        isFunction: token.text == "func"))
            } else if token.kind == .punctuation, token.text == "=",
                let last = waiting.last, last.isVariable, last.depth == brackets,
                index > 0, !"=!<>".contains(tokens[index - 1].text), next?.text != "="
            {
                waiting.removeLast()  // `var x = …`: a stored variable, no body
            }
            if token.kind == .name, !member, ["var", "let"].contains(token.text),
                let next, next.kind == .name
            {
                frames[frames.count - 1].names[next.text] = token.text == "var"
            }
            if parameters, token.kind == .name, token.text == "in" {
                parameters = false
            } else if parameters, token.kind == .name, !member {
                frames[frames.count - 1].names[token.text] = false
            }
            steps.append((index, frames))
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[":
                brackets += 1
            case ")", "]":
                brackets -= 1
            case "{":
                var body = false
                var function = false
                if let last = waiting.last, last.depth == brackets {
                    waiting.removeLast()
                    body = !last.isVariable || last.line == token.line
                    function = last.isFunction
                }
                // A function inside a function captures as a closure does.
                let nested = function && frames.contains { $0.isFunction || $0.isClosure }
                var frame = Frame(isClosure: !body || nested)
                frame.isFunction = function
                frames.append(frame)
                parameters = !body && closureIn(after: index, in: tokens) != nil
                brackets += 1
            case "}":
                brackets -= 1
                if frames.count > 1 { frames.removeLast() }
                parameters = false
            default:
                break
            }
        }
        self.steps = steps
    }
}
