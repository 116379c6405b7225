import Narration

extension Section {
    /// fold: combine all the elements into one value, from a starting value.
    static let folding = Section("Folding", "高阶折叠") { page in
        let print = page.printer
        page.say(
            """
            A fold combines every element into a single value. It starts from an initial \
            value and feeds the running result and the next element to a function, left \
            to right. Swift calls it reduce. Summing:
            """)
        page.code(.sum)
        // snippet.sum
        let numbers = [1, 2, 3]
        print(numbers.reduce(0) { sum, number in sum + number })
        // snippet.end
        var steps: [[String]] = []
        _ = numbers.reduce(0) { sum, number in
            steps.append(["\(sum)", "\(number)", "\(sum + number)"])
            return sum + number
        }
        page.say("Each call of the function, as it happened in this run:")
        page.table(["running result", "element", "new result"], steps)
        page.say(
            """
            The book shows two folds. Its first, rx_foldWithBlock:, takes no initial \
            value: the running result (the book's memo) starts from zero, it says. Its \
            second, rx_foldInitialValue:block:, takes the start as an argument, and the \
            book calls that the interesting one, because the start decides what the \
            fold builds. Swift's reduce always asks for the start, so both are the same \
            call here. The initial value sets the type of the result: start from the \
            empty string, map the numbers to strings first, and the same fold joins them:
            """)
        page.code(.joined)
        // snippet.joined
        print(numbers.map { String($0) }.reduce("") { $0 + $1 })
        // snippet.end
        page.say(
            """
            Not one of the last three sections declared a mutable variable, except in \
            the loops written to compare. map, filter and reduce may well fill a \
            mutable buffer inside the standard library, as the book says RXCollections \
            may inside its methods; either way that is hidden from us, and none of it \
            is ours to keep track of. Folding from the right instead, and why the \
            difference matters for long or endless sequences, is part of Chapter 2.
            """)
        page.book("-[NSArray rx_foldWithBlock:]", "-[NSArray rx_foldInitialValue:block:]")
    }
}
