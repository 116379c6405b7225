import Narration

extension Section {
    /// Walking an array with a for loop, then handing the step to a higher-order function.
    static let higherOrderFunctions = Section("Higher-order functions", "高阶函数") { page in
        let print = page.printer
        page.say(
            """
            A higher-order function takes a function as an argument, returns one, or \
            both. (The translation words this as two conditions that must both hold; \
            the usual definition, which this workbook follows, needs only one.) \
            Swift's closures make such functions cheap to write. Say we want to greet \
            a list of languages. With a for loop we say how to walk the array, element \
            by element:
            """)
        page.code(.greetingLoop)
        // snippet.greetingLoop
        let languages = ["Objective-C", "Swift", "Haskell"]
        for language in languages {
            print("Hello, \(language)")
        }
        // snippet.end
        page.say(
            """
            With forEach, a higher-order function, the array does the walking and we hand \
            it only the step to take for each element:
            """)
        page.code(.greetingForEach)
        // swift-format-ignore: ReplaceForEachWithForLoop
        // (forEach is the point of the example)
        // snippet.greetingForEach
        languages.forEach { print("Hello, \($0)") }
        // snippet.end
        let loopSize = characterCount(Listing.greetingLoop.lines.dropFirst())
        let forEachSize = characterCount(Listing.greetingForEach.lines)
        page.say(
            """
            In the book's Objective-C it went the other way: the block version, \
            enumerateObjectsUsingBlock:, is longer than the loop, and the book admits \
            it. More code, it says, but a first step, a small price for saying what to \
            do instead of how. Swift's closures waive the price: counted from the two \
            listings above, without indentation, the loop takes \(loopSize) characters \
            and forEach \(forEachSize).
            """)
        page.say(
            """
            Functions can be returned, too: a function is a value like any other, a \
            first-class citizen in the book's words. `greeter` makes a new function \
            each time it is called, with the greeting built in, and `welcome` keeps one \
            in a constant:
            """)
        page.code(.greeter)
        // snippet.greeter
        func greeter(_ greeting: String) -> (String) -> String {
            { name in "\(greeting), \(name)" }
        }
        let welcome = greeter("Welcome")
        print(welcome("Swift"))
        // snippet.end
        page.say(
            """
            The rest of this chapter uses three higher-order functions that every \
            collection has: map, filter and fold. Later chapters apply the same three to \
            values that arrive over time.
            """)
        page.book("-[NSArray enumerateObjectsUsingBlock:]", "blocks, ^(id obj) { … }")
    }
}

/// How many characters `lines` hold, leaving out each line's indentation.
private func characterCount(_ lines: some Sequence<String>) -> Int {
    lines.map { $0.drop { $0 == " " }.count }.reduce(0, +)
}
