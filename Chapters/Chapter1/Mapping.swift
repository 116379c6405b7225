import Narration

extension Section {
    /// map: a new array with a function applied to every element.
    static let mapping = Section("Mapping", "高阶映射") { page in
        let print = page.printer
        page.say(
            en: """
                map builds a new array by passing every element through a function, keeping \
                the order. Here the function squares a number:
                """,
            zh: """
                map 让每个元素都经过一个函数，按原来的顺序组成一个新数组。这里的函数求一个数的平方：
                """)
        page.code(.squares)
        // snippet.squares
        let numbers = [1, 2, 3]
        let squared = numbers.map { $0 * $0 }
        print(squared, numbers)
        // snippet.end
        page.say(
            en: """
                map returned a new array and left `numbers` as it was. The book makes the \
                same point of rx_mapWithBlock:, and credits Foundation, whose classes are \
                immutable by default: an NSArray cannot change, and changing takes an \
                NSMutableArray. In Swift an array declared with `let` cannot change either.
                """,
            zh: """
                map 返回了一个新数组，`numbers` 原样未动。原书讲 rx_mapWithBlock: 时也指出了这一点，\
                并把功劳归于 Foundation：它的类默认是不可变的，NSArray 不能修改，\
                要修改就得用 NSMutableArray。在 Swift 里，用 `let` 声明的数组同样不能修改。
                """)
        page.say(
            en: """
                The same with a loop takes a mutable array, and four lines instead of one; \
                the array stays in scope after the loop, where it has no further use:
                """,
            zh: """
                同样的事用循环来做，需要一个可变数组，还要写四行而不是一行；\
                循环结束后，这个数组还留在作用域里，却再也没有用处：
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
            en: """
                The function may change the type of the elements, too. Turning numbers into \
                strings will come in handy when we fold:
                """,
            zh: """
                这个函数还可以改变元素的类型。把数字变成字符串，到讲折叠时会派上用场：
                """)
        page.code(.strings)
        // snippet.strings
        print(numbers.map { String($0) })
        // snippet.end
        page.say(
            en: """
                The article Half the Effort, in its keyboard recipe (处理键盘的弹出和隐藏), calls \
                map the operation that shows functional programming's way of working \
                most plainly: cut the job into small tasks, each taking one input, \
                giving one output and doing just one thing. Where one task's output is \
                the next one's input, map chains them. Two small tasks, a word's length \
                and a bar of that length:
                """,
            zh: """
                《事半功倍》在讲键盘的那个示例（处理键盘的弹出和隐藏）里说，\
                map 最能直观地体现函数式编程的工作方式：把工作拆成一个个小任务，\
                每个任务只接受一个输入、给出一个输出、只做一件事。\
                一个任务的输出正好是下一个任务的输入时，map 就能把它们串起来。\
                下面是两个小任务：求单词的长度，以及画一条这么长的横条：
                """)
        page.code(.smallTasks)
        // snippet.smallTasks
        let length: (String) -> Int = { $0.count }
        let bar: (Int) -> String = { String(repeating: "#", count: $0) }
        print(["sun", "harbour"].map(length).map(bar))
        // snippet.end
        page.book(
            "-[NSArray rx_mapWithBlock:]",
            page.text(
                en: "-[RACSignal map:] (Half the Effort's)", zh: "-[RACSignal map:]（出自《事半功倍》）"))
    }
}
