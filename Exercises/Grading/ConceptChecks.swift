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
///     because: Bilingual(
///         en: "This exercise practises map: let map call your closure on every number.",
///         zh: "这个练习练的是 map：让 map 对每个数调用你的闭包。"))
/// ```
public func checkConcept(
    _ source: AnswerSource, calls required: [String], reads properties: [String] = [],
    avoids forbidden: [String] = [], hint: Int = 2, because explanation: Bilingual
) throws {
    let place = source.bodyPlace
    let text = source.wholeText() ?? ""
    let tokens = SwiftTokens(text).all
    guard let shape = FunctionShape(named: source.function, in: tokens) else {
        throw source.unreadable
    }
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
                    zh: "\n  （你的结果是对的：评分程序读这个函数的函数体，是为了检查它用的概念。）"),
            hint: hint)
    }
    func wanted(_ language: Language) -> String {
        (required.map { language.pick("a call to \($0)", "调用 \($0)") }
            + properties.map { language.pick("a read of .\($0)", "读取 .\($0)") })
            .joined(separator: language.pick(" and ", " 和"))
    }
    let taught = Bilingual.each {
        (required + properties).joined(separator: $0.pick(" and ", " 和 "))
    }
    for name in required {
        if let decoy = declaration(of: name, in: source, chapterOf: tokens) {
            throw refuse(
                { $0.pick("the standard library's \(name)", "标准库的 \(name)") },
                {
                    $0.pick(
                        "a function \(name) declared at line \(decoy)",
                        "第 \(decoy) 行声明的函数 \(name)")
                },
                Bilingual(
                    en: "Call the \(name) that comes with Swift's collections, rather than one "
                        + "of your own: ",
                    zh: "请调用 Swift 集合自带的 \(name)，而不是你自己写的：") + explanation)
        }
    }
    if let loop = shape.loops.first {
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
    let all = Array(shape.body)
    for name in forbidden where callLine(of: name, in: all[...], rootedIn: nil) != nil {
        throw refuse(
            { $0.pick("no call to \(name)", "不调用 \(name)") },
            { $0.pick("a call to \(name)", "调用了 \(name)") }, explanation)
    }
    let returned = shape.returnedTokens
    for name in required {
        let onInput = callLine(of: name, in: returned[...], rootedIn: shape.fromParameters)
        guard onInput == nil else { continue }
        let anywhere = callLine(of: name, in: all[...], rootedIn: nil)
        let input = shape.parameters.first
        throw refuse(
            {
                $0.pick(
                    "a call to \(name) on \(input ?? "the input"), whose result you return",
                    "对 \(input ?? "输入") 调用 \(name)，并返回它的结果")
            },
            { language in
                anywhere.map {
                    language.pick(
                        "a call to \(name) at line \($0) whose result is not what you return",
                        "第 \($0) 行调用了 \(name)，但返回的不是它的结果")
                } ?? language.pick("no call to \(name)", "没有调用 \(name)")
            },
            explanation)
    }
    for name in properties {
        guard readLine(of: name, in: returned[...], rootedIn: shape.fromParameters) == nil else {
            continue
        }
        let anywhere = readLine(of: name, in: all[...], rootedIn: nil)
        throw refuse(
            {
                $0.pick(
                    "a read of .\(name) on a parameter, whose value you return",
                    "在参数上读取 .\(name)，并返回它的值")
            },
            { language in
                anywhere.map {
                    language.pick(
                        "a read of .\(name) at line \($0) whose value is not what you return",
                        "第 \($0) 行读取了 .\(name)，但返回的不是它的值")
                } ?? language.pick("no read of .\(name)", "没有读取 .\(name)")
            },
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
