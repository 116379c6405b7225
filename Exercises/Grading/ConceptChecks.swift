import WorkbookKit

/// Throws a `WrongAnswer` unless the function at `source` practises the
/// exercise's concept, read from its structure (its tokens, without comments
/// or strings):
/// - each operator in `required` is called as a method (`.map(…)`, `.map { … }`)
///   on a value that comes from a parameter, in an expression whose value
///   reaches what the function returns (a call whose result is thrown away,
///   or that sits in code that never runs, does not count);
/// - each property in `reads` (such as `lazy`) is read (`.lazy.`) on a value
///   that comes from a parameter, in an expression whose value reaches what
///   the function returns;
/// - no operator in `forbidden` is called;
/// - the body has no loop and does not call itself, since the operator is
///   what replaces the loop;
/// - no file of the answer declares its own function with a required name.
///
/// Use it only for what behaviour cannot show, and say so in the task. The
/// results are already right when it runs, so its message is a kind one.
///
/// ```swift
/// try checkConcept(
///     judge.source.function("squares"), calls: ["map"], hint: 2,
///     because: "This exercise practises map: let map call your closure on every number.")
/// ```
public func checkConcept(
    _ source: AnswerSource, calls required: [String], reads properties: [String] = [],
    avoids forbidden: [String] = [], hint: Int = 2, because explanation: String
) throws {
    let place = "the body of \(source.function) in \(source.file)"
    let text = source.wholeText() ?? ""
    let tokens = SwiftTokens(text).all
    guard let shape = FunctionShape(named: source.function, in: tokens) else {
        throw WrongAnswer(
            call: place,
            comparison: "expected: a function named \(source.function) in that file\n"
                + "got:      none the grader could read",
            explanation: "Keep the function's name as the stub had it.", hint: 1)
    }
    func refuse(_ expected: String, _ got: String, _ why: String) -> WrongAnswer {
        WrongAnswer(
            call: place, comparison: "expected: \(expected)\ngot:      \(got)",
            explanation: why
                + "\n  (Your results are right: the grader reads the function's body for the "
                + "concept.)",
            hint: hint)
    }
    let wanted = (required.map { "a call to \($0)" } + properties.map { "a read of .\($0)" })
        .joined(separator: " and ")
    let taught = (required + properties).joined(separator: " and ")
    for name in required {
        if let decoy = declaration(of: name, in: source, chapterOf: tokens) {
            throw refuse(
                "the standard library's \(name)", "a function \(name) declared at line \(decoy)",
                "Call the \(name) that comes with Swift's collections, rather than one of your "
                    + "own: " + explanation)
        }
    }
    if let loop = shape.loops.first {
        throw refuse(
            wanted, "a \(loop.text) loop at line \(loop.line)",
            "A loop gives the right results, but it is the work \(taught) does for you. "
                + explanation)
    }
    if let recursion = shape.recursion {
        throw refuse(
            wanted, "\(shape.name) calling itself at line \(recursion.line)",
            "Recursion gives the right results, but it is the walk through the list that "
                + "\(taught) does for you. " + explanation)
    }
    let all = Array(shape.body)
    for name in forbidden where callLine(of: name, in: all[...], rootedIn: nil) != nil {
        throw refuse(
            "no call to \(name)", "a call to \(name)", explanation)
    }
    let returned = shape.returnedTokens
    for name in required {
        let onInput = callLine(of: name, in: returned[...], rootedIn: shape.fromParameters)
        guard onInput == nil else { continue }
        let anywhere = callLine(of: name, in: all[...], rootedIn: nil)
        throw refuse(
            "a call to \(name) on \(shape.parameters.first ?? "the input"), whose result you "
                + "return",
            anywhere.map { "a call to \(name) at line \($0) whose result is not what you return" }
                ?? "no call to \(name)",
            explanation)
    }
    for name in properties {
        guard readLine(of: name, in: returned[...], rootedIn: shape.fromParameters) == nil else {
            continue
        }
        let anywhere = readLine(of: name, in: all[...], rootedIn: nil)
        throw refuse(
            "a read of .\(name) on a parameter, whose value you return",
            anywhere.map { "a read of .\(name) at line \($0) whose value is not what you return" }
                ?? "no read of .\(name)",
            explanation)
    }
}

/// The line of the first property read `.name` in `tokens` (not a call:
/// no `(`, `{` or `<` follows) whose receiver starts from one of `roots`
/// (any receiver when nil).
private func readLine(
    of name: String, in tokens: ArraySlice<SwiftTokens.Token>, rootedIn roots: Set<String>?
) -> Int? {
    let list = Array(tokens)
    for index in list.indices where list[index].text == name && list[index].kind == .name {
        guard index > 0, list[index - 1].text == ".",
            index + 1 == list.count || !["(", "{", "<"].contains(list[index + 1].text)
        else { continue }
        guard let roots else { return list[index].line }
        if !receiverNames(list, dot: index - 1).isDisjoint(with: roots) {
            return list[index].line
        }
    }
    return nil
}

/// The line of the first method call `.name(…)` / `.name { … }` in `tokens`
/// whose receiver starts from one of `roots` (any receiver when nil).
private func callLine(
    of name: String, in tokens: ArraySlice<SwiftTokens.Token>, rootedIn roots: Set<String>?
)
    -> Int?
{
    let list = Array(tokens)
    for index in list.indices where list[index].text == name && list[index].kind == .name {
        guard index > 0, list[index - 1].text == ".", index + 1 < list.count,
            ["(", "{", "<"].contains(list[index + 1].text)
        else { continue }
        guard let roots else { return list[index].line }
        if !receiverNames(list, dot: index - 1).isDisjoint(with: roots) {
            return list[index].line
        }
    }
    return nil
}

/// The names in the receiver of the method call whose `.` is at `dot`: the
/// postfix expression that ends there, such as `numbers.filter { … }` in
/// `numbers.filter { … }.map`, or `Array(numbers)` in `Array(numbers).map`.
private func receiverNames(_ tokens: [SwiftTokens.Token], dot: Int) -> Set<String> {
    var index = dot - 1
    var names: Set<String> = []
    let closing = [")": "(", "]": "[", "}": "{"]
    while index >= 0 {
        let token = tokens[index]
        if let open = closing[token.text] {
            var depth = 0
            while index >= 0 {
                if tokens[index].text == token.text { depth += 1 }
                if tokens[index].text == open { depth -= 1 }
                if tokens[index].kind == .name { names.insert(tokens[index].text) }
                if depth == 0 { break }
                index -= 1
            }
            index -= 1
            continue
        }
        if token.kind == .name {
            names.insert(token.text)
            if index > 0 && tokens[index - 1].text == "." {
                index -= 2
                continue
            }
            if index > 0 && ["(", "["].contains(tokens[index - 1].text) == false
                && index + 1 <= dot && tokens[index + 1].text == "("
            {
                return names
            }
            // A call such as `Array(numbers)`: its name, then stop.
            return names
        }
        if token.text == "?" || token.text == "!" {
            index -= 1
            continue
        }
        return names
    }
    return names
}

/// The line where a file of the answer declares a function called `name`,
/// if one does: the source's own file, and for a learner's stub the other
/// files of its chapter.
private func declaration(
    of name: String, in source: AnswerSource, chapterOf tokens: [SwiftTokens.Token]
) -> Int? {
    var files = [tokens]
    if source.file.hasPrefix("Exercises/Chapter"),
        let chapter = Int(source.file.dropFirst("Exercises/Chapter".count).prefix { $0.isNumber })
    {
        files += source.chapterFiles(chapter: chapter).dropFirst().map { SwiftTokens($0.text).all }
    }
    for file in files {
        if let line = methodLine(of: name, in: file) { return line }
    }
    return nil
}

/// The line where `tokens` declare a method called `name`: a `func name`
/// directly inside a type's or an extension's body, which `.name(…)` could
/// call. A free function of that name, such as another exercise's
/// `foldRight`, cannot be called with a dot, and is no decoy.
private func methodLine(of name: String, in tokens: [SwiftTokens.Token]) -> Int? {
    let typeKeywords: Set = ["struct", "class", "enum", "extension", "protocol", "actor"]
    let memberKeywords: Set = ["func", "var", "let", "init", "subscript"]
    var opensType: [Bool] = []  // one per open brace: whether it opened a type's body
    var typeAhead = false
    for (index, token) in tokens.enumerated() {
        if token.kind == .punctuation && token.text == "{" {
            opensType.append(typeAhead)
            typeAhead = false
        } else if token.kind == .punctuation && token.text == "}" {
            _ = opensType.popLast()
        } else if token.kind == .name && typeKeywords.contains(token.text) {
            typeAhead = true
        } else if token.kind == .name && memberKeywords.contains(token.text) {
            // `class func`, `class var`: a member, not a type.
            typeAhead = false
            if token.text == "func", opensType.last == true, index + 1 < tokens.count,
                tokens[index + 1].text == name
            {
                return tokens[index + 1].line
            }
        }
    }
    return nil
}
