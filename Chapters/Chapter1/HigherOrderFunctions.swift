import Narration

extension Section {
    /// Walking an array with a for loop, then handing the step to a higher-order function.
    static let higherOrderFunctions = Section("Higher-order functions", "高阶函数") { page in
        let print = page.printer
        page.say(
            en: """
                A higher-order function takes a function as an argument, returns one, or \
                both. (The translation words this as two conditions that must both hold; \
                the usual definition, which this workbook follows, needs only one.) \
                Swift's closures make such functions cheap to write. The book's example \
                is an array of three numbers, 1, 2 and 3, whose elements we want to print. \
                With a for loop we say how to walk the array, element by element:
                """,
            zh: """
                高阶函数是接受函数作为参数，或者返回一个函数的函数，两样兼有也可以。\
                （译本的说法与此不同，见本节后面的译注。）\
                有了 Swift 的闭包，写这样的函数几乎不费力气。\
                原书的例子是一个装着 1、2、3 三个数的数组，我们要把其中的元素逐个打印出来。\
                用 for 循环时，我们要说明怎样一个元素接一个元素地遍历数组：
                """)
        page.code(.numbersLoop)
        // snippet.numbersLoop
        let numbers = [1, 2, 3]
        for number in numbers {
            print(number)
        }
        // snippet.end
        page.say(
            en: """
                With forEach, a higher-order function, the array does the walking and we hand \
                it only the step to take for each element:
                """,
            zh: """
                换用高阶函数 forEach，遍历由数组自己完成，我们只需把对每个元素要做的那一步交给它：
                """)
        page.code(.numbersForEach)
        // swift-format-ignore: ReplaceForEachWithForLoop
        // (forEach is the point of the example)
        // snippet.numbersForEach
        numbers.forEach { print($0) }
        // snippet.end
        page.translationNote(
            en: """
                The translation's 高阶函数 section says a higher-order function \
                "需要满足下面两个条件" (must meet the two conditions below): take one or \
                more functions as input, and output exactly one function. Either \
                condition is enough: forEach above takes a function and returns none, \
                and it is a higher-order function all the same.
                """,
            zh: """
                译本“高阶函数”一节说，高阶函数“需要满足下面两个条件”：\
                以一个或多个函数作为输入，并且“有且仅有一个函数输出”。\
                其实两个条件满足任意一个就够了：上面的 forEach 接受一个函数，\
                却不返回函数，照样是高阶函数。
                """)
        let loopSize = characterCount(Listing.numbersLoop.lines.dropFirst())
        let forEachSize = characterCount(Listing.numbersForEach.lines)
        page.say(
            en: """
                In the book's Objective-C it went the other way: the block version, \
                enumerateObjectsUsingBlock:, is longer than the loop, and the book admits \
                it. More code, it says, but a first step, a small price for saying what to \
                do instead of how. Swift's closures waive the price: counted from the two \
                listings above, without indentation, the loop takes \(loopSize) characters \
                and forEach \(forEachSize). The block is also longer because it is handed \
                more: each number, its index, and a pointer to a flag that stops the walk. \
                forEach's closure gets the number alone.
                """,
            zh: """
                在原书的 Objective-C 里，情况正好相反：用 block 的写法 \
                enumerateObjectsUsingBlock: 比循环更长，原书也承认这一点。\
                原书说，代码确实多了，但这是第一步；为了说清“做什么”而不是“怎么做”，\
                这点代价很小。Swift 的闭包连这点代价也免了：不计缩进，\
                上面的循环有 \(loopSize) 个字符，forEach 只有 \(forEachSize) 个。\
                那个 block 更长，也是因为它拿到的东西更多：每个数、它的下标，\
                以及一个指向“停止遍历”标志的指针；forEach 的闭包只拿到那个数。
                """)
        page.say(
            en: """
                Functions can be returned, too: a function is a value like any other, a \
                first-class citizen in the book's words. `greeter` makes a new function \
                each time it is called, with the greeting built in, and `welcome` keeps one \
                in a constant:
                """,
            zh: """
                函数也可以作为返回值：函数和其他值一样是值，用原书的话说，是“一等公民”。\
                `greeter` 每调用一次就生成一个新函数，问候语已经内置其中；\
                `welcome` 把其中一个保存在常量里：
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
            en: """
                The rest of this chapter uses three higher-order functions that every \
                collection has: map, filter and fold. Later chapters apply the same three to \
                values that arrive over time.
                """,
            zh: """
                本章余下的部分要用到每种集合都有的三个高阶函数：map、filter 和 fold，\
                即映射、过滤和折叠。后面的章节会把这三个函数用在随时间到来的值上。
                """)
        page.book("-[NSArray enumerateObjectsUsingBlock:]", "blocks, ^(id obj) { … }")
    }
}

/// How many characters `lines` hold, leaving out each line's indentation.
private func characterCount(_ lines: some Sequence<String>) -> Int {
    lines.map { $0.drop { $0 == " " }.count }.reduce(0, +)
}
