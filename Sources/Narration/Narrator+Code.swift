extension Narrator {
    /// A listing, indented, exactly as it stands in the chapter's source.
    ///
    /// Call it just before the marked region it names, so the reader sees the
    /// code, then what it printed. A line too wide for the page breaks between
    /// tokens, never inside one, and goes on four spaces further in.
    ///
    /// ```swift
    /// page.code(.squares)
    /// // snippet.squares
    /// print([1, 2, 3].map { $0 * $0 })
    /// // snippet.end
    /// // prints
    /// //     print([1, 2, 3].map { $0 * $0 })
    /// //   ▸ [1, 4, 9]
    /// ```
    ///
    /// Book: the book's code listings.
    public func code(_ listing: Listing) {
        if record(.listing(listing, notRun: nil)) { return }
        codeLines(listing.lines)
    }

    /// A listing that is compiled but deliberately not run, with the reason.
    ///
    /// For code that shows what not to do, when running it would not show
    /// anything useful (it would never finish, say). The reason follows the
    /// code, so the reader knows no output is missing.
    ///
    /// ```swift
    /// page.codeNotRun(.endless, because: "it would never finish")
    /// // prints the listing, then   (not run: it would never finish)
    /// ```
    public func codeNotRun(_ listing: Listing, because reason: String) {
        if record(.listing(listing, notRun: reason)) { return }
        codeLines(listing.lines)
        line("  " + Style.dim.apply("(not run: \(reason))", colour: colour))
    }

    /// A command for the reader to type in a shell, such as `swift run workbook check 1`.
    ///
    /// Commands are not Swift, so they are not listings; each line must start
    /// with `swift `.
    public func command(_ lines: String...) {
        for text in lines {
            precondition(text.hasPrefix("swift "), "not a swift command: \(text)")
        }
        if record(.command(lines)) { return }
        blank()
        for text in lines { line("    " + Style.command.apply(text, colour: colour)) }
    }

    private func codeLines(_ lines: [String]) {
        blank()
        for codeLine in lines {
            for piece in breakCode(codeLine, width: width - 4) {
                line("    " + Style.code.apply(piece, colour: colour))
            }
        }
    }
}

/// A line of code as lines of at most `width` columns, each continuation
/// indented four spaces more than the line.
///
/// It breaks only between Swift tokens, never inside a name, a number or a
/// string literal: at a space, after an opening bracket or a comma, or before
/// the dot of a member. A token wider than the page stays whole.
///
/// ```swift
/// print(breakCode("let total = first + second", width: 16))
/// // prints ["let total =", "    first +", "    second"]
/// ```
func breakCode(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " })
    var pieces: [String] = []
    var rest = Substring(text)
    var prefix = ""
    while (prefix + rest).displayWidth > width {
        let breaks = breakPoints(in: rest, after: prefix.isEmpty ? indent.count : 0)
        let fitting = breaks.last { (prefix + rest[..<$0]).displayWidth <= width }
        guard let cut = fitting ?? breaks.first else { break }
        pieces.append(prefix + rest[..<cut].reversed().drop { $0 == " " }.reversed())
        rest = rest[cut...].drop { $0 == " " }
        prefix = indent + "    "
    }
    return pieces + [prefix + rest]
}

/// Where `text` may break, skipping its first `skip` characters (the
/// indentation): before a run of spaces, after `(`, `[` or `,`, and before a
/// member's dot, all outside string literals.
private func breakPoints(in text: Substring, after skip: Int) -> [Substring.Index] {
    var points: [Substring.Index] = []
    var inString = false
    var escaped = false
    let characters = Array(text)
    var index = text.index(text.startIndex, offsetBy: min(skip, text.count))
    var offset = min(skip, characters.count)
    while index < text.endIndex {
        let character = characters[offset]
        let previous = offset > 0 ? characters[offset - 1] : nil
        let next = offset + 1 < characters.count ? characters[offset + 1] : nil
        if inString {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
            }
        } else if character == "\"" {
            inString = true
        } else if offset > skip, character == " ", previous != " " {
            points.append(index)
        } else if offset > skip, character == ".", let previous, let next,
            isNameCharacter(previous) || ")]?!".contains(previous), next.isLetter,
            !(previous.isNumber && next.isNumber)
        {
            points.append(index)
        } else if "([,".contains(character), let next, next != " ", !")]".contains(next) {
            points.append(text.index(after: index))
        }
        index = text.index(after: index)
        offset += 1
    }
    return points
}

/// Whether `character` can be part of a Swift name or number.
private func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
}
