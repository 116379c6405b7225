import Narration

extension Section {
    /// fold: combine all the elements into one value, from a starting value.
    static let folding = Section("Folding", "高阶折叠") { page in
        let print = page.printer
        page.say(
            """
            A fold combines every element into a single value. It starts from an initial \
            value and feeds the running result and the next element to a function, left \
            to right. Swift calls it reduce. Summing from 0:
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
            The initial value sets the type of the result. Start from the empty string, \
            map the numbers to strings first, and the same fold joins them:
            """)
        page.code(.joined)
        // snippet.joined
        print(numbers.map { String($0) }.reduce("") { $0 + $1 })
        // snippet.end
        page.say(
            """
            Folding from the right instead, and why the difference matters for long or \
            endless sequences, is part of Chapter 2.
            """)
        page.book("-[NSArray rx_foldWithBlock:]", "-[NSArray rx_foldInitialValue:block:]")
    }
}
