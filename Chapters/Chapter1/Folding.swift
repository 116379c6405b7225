import Narration

extension Section {
    /// fold: combine all the elements into one value, from a starting value.
    static let folding = Section("Folding", "高阶折叠") { page in
        let print = page.printer
        page.say(
            en: """
                A fold combines every element into a single value. It starts from an initial \
                value and feeds the running result and the next element to a function, left \
                to right. Swift calls it reduce. Summing:
                """,
            zh: """
                折叠把所有元素合成一个值。它从一个初始值出发，从左到右，\
                把当前的累积结果和下一个元素交给一个函数。Swift 把它叫作 reduce。求和：
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
        page.say(
            en: "Each call of the function, as it happened in this run:",
            zh: "这次运行中，函数的每一次调用：")
        page.table(
            [
                page.text(en: "running result", zh: "累积结果"), page.text(en: "element", zh: "元素"),
                page.text(en: "new result", zh: "新结果"),
            ], steps)
        page.say(
            en: """
                The book shows two folds. Its first, rx_foldWithBlock:, takes no initial \
                value: the running result (the book's memo) starts from zero, it says. Its \
                second, rx_foldInitialValue:block:, takes the start as an argument, and the \
                book calls that the interesting one, because the start decides what the \
                fold builds. Swift's reduce always asks for the start, so both are the same \
                call here. The initial value sets the type of the result: start from the \
                empty string, map the numbers to strings first, and the same fold joins them:
                """,
            zh: """
                原书展示了两种折叠。第一种 rx_foldWithBlock: 不接受初始值，\
                原书说，累积结果（原书中的 memo）从零开始。\
                第二种 rx_foldInitialValue:block: 把初始值作为参数传入，\
                原书认为这一种才有趣，因为初始值决定了折叠会构造出什么。\
                Swift 的 reduce 总是要求提供初始值，所以在这里两者是同一个调用。\
                初始值决定了结果的类型：从空字符串开始，先把数字映射成字符串，\
                同样的折叠就会把它们拼接起来：
                """)
        page.code(.joined)
        // snippet.joined
        print(numbers.map { String($0) }.reduce("") { $0 + $1 })
        // snippet.end
        page.say(
            en: """
                Not one of the last three sections declared a mutable variable, except in \
                the loops written to compare. map, filter and reduce may well fill a \
                mutable buffer inside the standard library, as the book says RXCollections \
                may inside its methods; either way that is hidden from us, and none of it \
                is ours to keep track of. Folding from the right instead, and why the \
                difference matters for long or endless sequences, is part of Chapter 2.
                """,
            zh: """
                除了用来对比的循环，前面三节没有声明过一个可变变量。\
                map、filter 和 reduce 在标准库内部很可能会往某个可变的缓冲区里填数据，\
                正如原书所说，RXCollections 的方法内部也可能这样做；\
                无论如何，这些都对我们隐藏了起来，用不着我们操心。\
                改成从右边折叠会怎样，以及这种差别为什么对很长或无穷的序列很重要，\
                留到第 2 章再讲。
                """)
        page.book("-[NSArray rx_foldWithBlock:]", "-[NSArray rx_foldInitialValue:block:]")
    }
}
