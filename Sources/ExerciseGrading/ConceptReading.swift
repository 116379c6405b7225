import WorkbookKit

// How the concept checks read an answer's tokens: its loops, its own
// sequences and members, and where an operator is called or a property read.

/// The first type in `tokens` declared (or extended) to be a sequence of
/// its own: `Sequence`, `IteratorProtocol`, `Collection` or a lazy sequence
/// among what it conforms to. Its name's token.
func ownSequence(in tokens: [SwiftTokens.Token]) -> SwiftTokens.Token? {
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
func loops(in tokens: [SwiftTokens.Token]) -> [SwiftTokens.Token] {
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
func readLine(
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
func callLine(
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
func receiverNames(_ tokens: [SwiftTokens.Token], dot: Int) -> Set<String> {
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
func declaration(
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
func methodLine(of name: String, in tokens: [SwiftTokens.Token]) -> Int? {
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

/// The first function declared in `tokens` that calls itself, with where it
/// does: recursion in a helper, nested or not, walks the list as a loop
/// would.
func selfCallingFunction(in tokens: [SwiftTokens.Token]) -> (
    name: String, call: SwiftTokens.Token
)? {
    let names = tokens.indices.dropLast().filter {
        tokens[$0].text == "func" && tokens[$0 + 1].kind == .name
    }.map { tokens[$0 + 1].text }
    for name in Set(names).sorted() {
        if let call = FunctionShape(named: name, in: tokens)?.recursion { return (name, call) }
    }
    return nil
}
