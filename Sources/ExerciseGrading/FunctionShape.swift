import WorkbookKit

/// One function of an answer, read from its tokens: its parameters, its
/// body, and which of the body's expressions reach what it returns.
///
/// ```swift
/// let shape = FunctionShape(named: "squares", in: SwiftTokens(source).all)
/// print(shape?.parameters)   // prints ["numbers"]
/// ```
struct FunctionShape {
    typealias Token = SwiftTokens.Token

    /// The function's name.
    let name: String
    /// The parameters' names inside the body (not their labels).
    let parameters: [String]
    /// The body's tokens, without its braces.
    let body: ArraySlice<Token>

    /// The first function called `name` in `tokens`, if there is one with a body.
    init?(named name: String, in tokens: [Token]) {
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "func", tokens[index + 1].text == name,
                tokens[index + 1].kind == .name
            else { continue }
            var cursor = index + 2
            if cursor < tokens.count, tokens[cursor].text == "<" {
                cursor = Self.skipBalanced(tokens, from: cursor, open: "<", close: ">")
            }
            guard cursor < tokens.count, tokens[cursor].text == "(" else { continue }
            let parametersEnd = Self.skipBalanced(tokens, from: cursor, open: "(", close: ")")
            let parameterTokens = tokens[(cursor + 1)..<max(cursor + 1, parametersEnd - 1)]
            // The body: the first `{` after the parameters outside brackets.
            var open = parametersEnd
            var depth = 0
            while open < tokens.count {
                let text = tokens[open].text
                if text == "(" || text == "[" || text == "<" { depth += 1 }
                if text == ")" || text == "]" || text == ">" { depth -= 1 }
                if text == "{" && depth <= 0 { break }
                open += 1
            }
            guard open < tokens.count else { return nil }
            let close = Self.skipBalanced(tokens, from: open, open: "{", close: "}")
            self.name = name
            parameters = Self.parameterNames(parameterTokens)
            body = tokens[(open + 1)..<max(open + 1, close - 1)]
            return
        }
        return nil
    }

    /// The index just past the bracket that closes the one at `start`.
    static func skipBalanced(_ tokens: [Token], from start: Int, open: String, close: String)
        -> Int
    {
        var depth = 0
        var index = start
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                if tokens[index].text == open { depth += 1 }
                if tokens[index].text == close { depth -= 1 }
            }
            index += 1
            if depth == 0 { return index }
        }
        return index
    }

    /// The internal name of each parameter: the name just before each `:` at depth zero.
    static func parameterNames(_ tokens: ArraySlice<Token>) -> [String] {
        var names: [String] = []
        var depth = 0
        var previous: Token?
        for token in tokens {
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            if token.text == ":" && depth == 0, let previous, previous.kind == .name {
                names.append(previous.text)
            }
            previous = token
        }
        return names
    }

    /// The body's loop keywords; an argument label such as `while:` in
    /// `prefix(while:)`, or a member such as `.for`, is not a loop.
    var loops: [Token] {
        let tokens = Array(body)
        return tokens.indices.filter { index in
            tokens[index].kind == .name && ["for", "while", "repeat"].contains(tokens[index].text)
                && (index + 1 == tokens.count || tokens[index + 1].text != ":")
                && (index == 0 || tokens[index - 1].text != ".")
        }
        .map { tokens[$0] }
    }

    /// Whether the body calls the function itself.
    var recursion: Token? {
        let tokens = Array(body)
        return tokens.indices.first { index in
            tokens[index].text == name && tokens[index].kind == .name
                && (index == 0 || tokens[index - 1].text != ".")
                && index + 1 < tokens.count && ["(", "{"].contains(tokens[index + 1].text)
        }.map { tokens[$0] }
    }

    /// The parameters, and every local whose assigned value comes from one
    /// (`let sorted = numbers.sorted()` makes `sorted` one).
    var fromParameters: Set<String> {
        var names = Set(parameters)
        let assigned = assignments
        var grew = true
        while grew {
            grew = false
            for (local, values) in assigned where !names.contains(local) {
                if values.contains(where: { $0.contains { names.contains($0.text) } }) {
                    names.insert(local)
                    grew = true
                }
            }
        }
        return names
    }

    /// The body's tokens whose value can reach what the function returns:
    /// the expression of each `return` of the body itself (not of a closure
    /// or block inside it), or the whole body when it has none, and, for
    /// every local these name, the expressions assigned to it.
    var returnedTokens: [Token] {
        let tokens = Array(body)
        var returns: [ArraySlice<Token>] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            if token.text == "return" && token.kind == .name && depth == 0 {
                returns.append(tokens[(index + 1)..<Self.statementEnd(tokens, from: index + 1)])
            }
        }
        var reached: [ArraySlice<Token>] = returns.isEmpty ? [tokens[...]] : returns
        let assignments = self.assignments
        var seen: Set<String> = []
        var index = 0
        while index < reached.count {
            for token in reached[index] where token.kind == .name && !seen.contains(token.text) {
                seen.insert(token.text)
                reached += assignments[token.text] ?? []
            }
            index += 1
        }
        return reached.flatMap { Array($0) }
    }

    /// Where the statement that starts at `start` ends: at a `;`, or a line
    /// break the expression does not go on after, outside any brackets.
    static func statementEnd(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) {
                depth -= 1
                if depth < 0 { return index }
            }
            if depth == 0 && text == ";" { return index }
            if depth == 0, index + 1 < tokens.count, tokens[index + 1].line != tokens[index].line,
                !continues(tokens, after: index)
            {
                return index + 1
            }
            index += 1
        }
        return index
    }

    /// The expressions assigned to each local name, anywhere in the body
    /// (`let x = …`, `var x: T = …`, `x = …`, `x += …`).
    var assignments: [String: [ArraySlice<Token>]] {
        var found: [String: [ArraySlice<Token>]] = [:]
        for statement in Self.statements(Array(body)) {
            let parts = Array(statement)
            guard let equals = parts.firstIndex(where: { $0.text == "=" }), equals > 0 else {
                continue
            }
            let declared: String?
            if ["let", "var"].contains(parts[0].text), parts.count > 1 {
                declared = parts[1].text
            } else if equals == 1 || (equals == 2 && ["+", "-", "*"].contains(parts[1].text)) {
                declared = parts[0].text
            } else {
                declared = nil
            }
            if let declared {
                found[declared, default: []].append(
                    statement[(statement.startIndex + equals + 1)...])
            }
        }
        return found
    }

    /// The body cut into statements at line breaks, `;` and braces at depth zero
    /// of parentheses, flattening blocks.
    static func statements(_ tokens: [Token]) -> [ArraySlice<Token>] {
        var result: [ArraySlice<Token>] = []
        var start = 0
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            let ends =
                depth == 0
                && (token.text == ";" || token.text == "{" || token.text == "}"
                    || (index + 1 < tokens.count && tokens[index + 1].line != token.line
                        && !Self.continues(tokens, after: index)))
            if ends {
                let end = ["{", "}", ";"].contains(token.text) ? index : index + 1
                if start < end { result.append(tokens[start..<end]) }
                start = index + 1
            }
        }
        if start < tokens.count { result.append(tokens[start...]) }
        return result
    }

    /// Whether the expression goes on after the line break following `index`:
    /// a line that ends with an operator, or a next line that starts with `.`.
    private static func continues(_ tokens: [Token], after index: Int) -> Bool {
        let operators: Set = ["=", "+", "-", "*", "/", ".", ",", "&", "|", "?", ":", "<", ">"]
        return operators.contains(tokens[index].text)
            || (index + 1 < tokens.count && tokens[index + 1].text == ".")
    }
}
