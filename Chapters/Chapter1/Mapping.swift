import Narration

extension Section {
    /// map: a new array with a function applied to every element.
    static let mapping = Section("Mapping", "高阶映射") { page in
        let print = page.printer
        page.say(
            """
            map builds a new array by passing every element through a function, keeping \
            the order. Here the function squares a number:
            """)
        page.code(.squares)
        // snippet.squares
        let numbers = [1, 2, 3]
        let squared = numbers.map { $0 * $0 }
        print(squared, numbers)
        // snippet.end
        page.say(
            """
            map returned a new array and left `numbers` as it was. The book makes the \
            same point of rx_mapWithBlock:, and credits Foundation, whose classes are \
            immutable by default: an NSArray cannot change, and changing takes an \
            NSMutableArray. In Swift an array declared with `let` cannot change either.
            """)
        page.say(
            """
            The same with a loop takes a mutable array, and four lines instead of one; \
            the array stays in scope after the loop, where it has no further use:
            """)
        page.code(.squaresByLoop)
        // snippet.squaresByLoop
        var squares: [Int] = []
        for number in numbers {
            squares.append(number * number)
        }
        print(squares)
        // snippet.end
        page.say(
            """
            The function may change the type of the elements, too. Turning numbers into \
            strings will come in handy when we fold:
            """)
        page.code(.strings)
        // snippet.strings
        print(numbers.map { String($0) })
        // snippet.end
        page.say(
            """
            The third article, in its keyboard recipe (处理键盘的弹出和隐藏), calls \
            map the operation that shows functional programming's way of working \
            most plainly: cut the job into small tasks, each taking one input, \
            giving one output and doing just one thing. Where one task's output is \
            the next one's input, map chains them. Two small tasks, a word's length \
            and a bar of that length:
            """)
        page.code(.smallTasks)
        // snippet.smallTasks
        let length: (String) -> Int = { $0.count }
        let bar: (Int) -> String = { String(repeating: "#", count: $0) }
        print(["sun", "harbour"].map(length).map(bar))
        // snippet.end
        page.book("-[NSArray rx_mapWithBlock:]", "-[RACSignal map:] (the third article's)")
    }
}
