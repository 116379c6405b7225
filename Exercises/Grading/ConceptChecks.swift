import WorkbookKit

/// Throws a `WrongAnswer` unless the function at `source` practises the
/// exercise's concept, and refuses only what is certain:
/// - a file with `#if`, which the judge does not read as the compiler does;
/// - a method, property or variable of the answer's own named like an
///   operator in `required` (a decoy the behaviour cannot tell apart);
/// - an operator in `required` (a property in `reads`, such as `lazy`) that
///   the compiled file never names, so never calls (`CompiledAnswer`); or,
///   where the compiled file is not known (a mutant), that the body never
///   calls as a method;
/// - an operator in `forbidden` that it calls;
/// - a loop anywhere in the file (`for`, `while`, `repeat`, `forEach`) or a
///   function that calls itself, since the operator is what replaces them.
///
/// Whether the operator's result reaches what the function returns is read
/// from the function's structure. Where the compiled file shows the call,
/// a structure the judge cannot follow (a result kept in a variable and
/// added to another, say) is no reason to refuse: the grade passes, with a
/// note saying what could not be followed (`Judge.notes`).
///
/// Use it only for what behaviour cannot show, and say so in the task. The
/// results are already right when it runs, so its message is a kind one.
///
/// ```swift
/// try checkConcept(
///     judge.source.function("squares"), calls: ["map"], hint: 2,
///     because: Bilingual(
///         en: "This exercise practises map: let map call your closure on every number.",
///         zh: "这个练习练的是 map：让 map 对每个数调用你的闭包。"))
/// ```
public func checkConcept(
    _ source: AnswerSource, calls required: [String], reads properties: [String] = [],
    avoids forbidden: [String] = [], hint: Int = 2,
    because explanation: Bilingual
) throws {
    let place = source.bodyPlace
    let text = source.wholeText() ?? ""
    let tokens = SwiftTokens(text).all
    func refuse(
        _ expected: (Language) -> String, _ got: (Language) -> String, _ why: Bilingual
    ) -> WrongAnswer {
        WrongAnswer(
            place: place,
            comparison: .each { language in
                Labels.expected(language) + expected(language) + "\n" + Labels.got(language)
                    + got(language)
            },
            explanation: why
                + Bilingual(
                    en: "\n  (Your results are right: the grader reads the function's body for "
                        + "the concept.)",
                    zh: "\n  （你的结果是对的：评分器读这个函数的函数体，是为了检查它用的概念。）"),
            hint: hint)
    }
    if let directive = tokens.first(where: { $0.kind == .directive && $0.text == "if" }) {
        throw refuse(
            { $0.pick("the file as the compiler reads it", "编译器读到的样子") },
            { $0.pick("#if at line \(directive.line)", "第 \(directive.line) 行的 #if") },
            Bilingual(
                en: "The grader reads your function as written, and #if makes what is written "
                    + "differ from what is compiled. Leave out #if in an exercise file. ",
                zh: "评分器按写出来的样子读你的函数，而 #if 会让写出来的和编译出来的不一样。"
                    + "练习文件里请不要用 #if。") + explanation)
    }
    guard let shape = FunctionShape(named: source.function, in: tokens) else {
        throw source.unreadable
    }
    func wanted(_ language: Language) -> String {
        (required.map { language.pick("a call to \($0)", "调用 \($0)") }
            + properties.map { language.pick("a read of .\($0)", "读取 .\($0)") })
            .joined(separator: language.pick(" and ", " 和"))
    }
    let taught = Bilingual.each {
        (required + properties).joined(separator: $0.pick(" and ", " 和 "))
    }
    for name in required + properties {
        if let decoy = declaration(of: name, in: source, chapterOf: tokens) {
            throw refuse(
                { $0.pick("the library's \(name)", "库里的 \(name)") },
                {
                    $0.pick(
                        "a \(name) of your own, declared at line \(decoy)",
                        "第 \(decoy) 行声明的你自己的 \(name)")
                },
                Bilingual(
                    en:
                        "Use the \(name) that comes with Swift or the Reactive library, rather than "
                        + "one of your own: ",
                    zh: "请使用 Swift 或 Reactive 库自带的 \(name)，而不是你自己写的：")
                    + explanation)
        }
    }
    if source.standIn == nil, let own = ownSequence(in: tokens + source.helperTokens) {
        throw refuse(
            { $0.pick("the library's \(taught.en) on the input", "对输入使用库里的 \(taught.zh)") },
            {
                $0.pick(
                    "a sequence of your own, \(own.text), at line \(own.line)",
                    "第 \(own.line) 行你自己的序列 \(own.text)")
            },
            Bilingual(
                en: "A sequence of your own can do the work in its iterator, where \(taught.en) "
                    + "only passes it on. ",
                zh: "自己写的序列可以在迭代器里把活干完，\(taught.zh) 只是转手而已。") + explanation)
    }
    // The learner's file and its chapter's helpers are one answer, read
    // whole; a mutants file holds many answers, so only the mutant is read.
    let scope = source.standIn == nil ? tokens + source.helperTokens : Array(shape.body)
    if let loop = loops(in: scope).first {
        throw refuse(
            wanted,
            {
                $0.pick(
                    "a \(loop.text) loop at line \(loop.line)",
                    "第 \(loop.line) 行的 \(loop.text) 循环")
            },
            Bilingual(
                en: "A loop gives the right results, but it is the work \(taught.en) does for "
                    + "you. ",
                zh: "循环也能得出正确结果，但这正是 \(taught.zh) 替你做的工作。") + explanation)
    }
    if let recursion = shape.recursion {
        throw refuse(
            wanted,
            {
                $0.pick(
                    "\(shape.name) calling itself at line \(recursion.line)",
                    "\(shape.name) 在第 \(recursion.line) 行调用了自己")
            },
            Bilingual(
                en: "Recursion gives the right results, but it is the walk through the list "
                    + "that \(taught.en) does for you. ",
                zh: "递归也能得出正确结果，但逐个走过列表正是 \(taught.zh) 替你做的事。")
                + explanation)
    }
    let compiled = source.compiled
    let input = shape.parameters.first
    func onInput(_ name: String) -> (Language) -> String {
        {
            properties.contains(name)
                ? $0.pick(
                    "a read of .\(name) on a parameter, whose value you return",
                    "在参数上读取 .\(name)，并返回它的值")
                : $0.pick(
                    "a call to \(name) on \(input ?? "the input"), whose result you return",
                    "对 \(input ?? "输入") 调用 \(name)，并返回它的结果")
        }
    }
    for name in required + properties {
        let structurally =
            properties.contains(name)
            ? readLine(of: name, in: shape.body, rootedIn: nil) != nil
            : callLine(of: name, in: shape.body, rootedIn: nil) != nil
        guard !(compiled.map { $0.uses(name) } ?? structurally) else { continue }
        throw refuse(
            onInput(name),
            {
                properties.contains(name)
                    ? $0.pick("no read of .\(name)", "没有读取 .\(name)")
                    : $0.pick("no call to \(name)", "没有调用 \(name)")
            },
            explanation)
    }
    for name in forbidden {
        let called =
            compiled.map { $0.uses(name) }
            ?? (callLine(of: name, in: shape.body, rootedIn: nil) != nil)
        if called {
            throw refuse(
                { $0.pick("no call to \(name)", "不调用 \(name)") },
                { $0.pick("a call to \(name)", "调用了 \(name)") }, explanation)
        }
    }
    let returned = shape.returnedTokens
    let unfollowed =
        required.filter {
            callLine(of: $0, in: returned[...], rootedIn: shape.fromParameters) == nil
        }
        + properties.filter {
            readLine(of: $0, in: returned[...], rootedIn: shape.fromParameters) == nil
        }
    guard let name = unfollowed.first else { return }
    if compiled != nil {
        source.notes?.add(
            Bilingual(
                en: "Note: the grader could not follow \(name)'s result to what \(shape.name) "
                    + "returns; it passes, as the results are right. Make sure it is \(name) that "
                    + "does the work.",
                zh: "说明：评分器没能顺着 \(name) 的结果找到 \(shape.name) 的返回值；结果是对的，"
                    + "所以算通过。请确认真正干活的是 \(name)。"))
        return
    }
    throw refuse(
        onInput(name),
        {
            properties.contains(name)
                ? $0.pick(
                    "a read of .\(name) whose value is not what you return",
                    "读取了 .\(name)，但返回的不是它的值")
                : $0.pick(
                    "a call to \(name) whose result is not what you return",
                    "调用了 \(name)，但返回的不是它的结果")
        },
        explanation)
}

/// The first type in `tokens` declared (or extended) to be a sequence of
/// its own: `Sequence`, `IteratorProtocol`, `Collection` or a lazy sequence
/// among what it conforms to. Its name's token.
private func ownSequence(in tokens: [SwiftTokens.Token]) -> SwiftTokens.Token? {
    let kinds: Set = ["struct", "class", "enum", "extension", "actor"]
    let sequences: Set = [
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "LazySequenceProtocol", "LazyCollectionProtocol",
    ]
    for (index, token) in tokens.enumerated()
    where token.kind == .name && kinds.contains(token.text) && index + 1 < tokens.count {
        // The conformances: after the first `:` outside `<…>`, up to `where` or `{`.
        var depth = 0
        var conforming = false
        for next in tokens[(index + 1)...] {
            if next.text == "{" || next.text == "where" { break }
            if next.text == "<" { depth += 1 }
            if next.text == ">" { depth -= 1 }
            if depth == 0 && next.text == ":" { conforming = true }
            if conforming && depth == 0 && sequences.contains(next.text) {
                return tokens[index + 1]
            }
        }
    }
    return nil
}

/// The loops in `tokens`, a whole file: the keywords `for`, `while` and
/// `repeat`, and calls of `forEach`. An argument label (`prefix(while:)`)
/// or a member (`.for`) is no loop.
private func loops(in tokens: [SwiftTokens.Token]) -> [SwiftTokens.Token] {
    // A loop keyword opens a statement, in braces or at the top; inside
    // parentheses or brackets it is a label or a name (`prefix(while:)`,
    // `func f(for value: Int)`).
    var brackets: [String] = []
    var found: [SwiftTokens.Token] = []
    for (index, token) in tokens.enumerated() {
        if token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": brackets.append(token.text)
            case ")", "]", "}": _ = brackets.popLast()
            default: break
            }
            continue
        }
        guard token.kind == .name else { continue }
        let member = index > 0 && tokens[index - 1].text == "."
        let labelled = index + 1 < tokens.count && tokens[index + 1].text == ":"
        let statement = brackets.last.map { $0 == "{" } ?? true
        if ["for", "while", "repeat"].contains(token.text), statement, !member, !labelled {
            found.append(token)
        } else if token.text == "forEach", member {
            found.append(token)
        }
    }
    return found
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

/// The line where `tokens` declare a member called `name`: a `func`, `var`
/// or `let` directly inside a type's or an extension's body, which
/// `.name(…)` or `.name` could reach. A free function of that name, such as
/// another exercise's `foldRight`, cannot be reached with a dot, and is no
/// decoy.
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
            if ["func", "var", "let"].contains(token.text), opensType.last == true,
                index + 1 < tokens.count, tokens[index + 1].text == name
            {
                return tokens[index + 1].line
            }
        }
    }
    return nil
}
