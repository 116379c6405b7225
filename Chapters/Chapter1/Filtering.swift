import Narration

extension Section {
    /// filter: keep only the elements that pass a test.
    static let filtering = Section("Filtering", "高阶过滤") { page in
        let print = page.printer
        page.say(
            en: """
                filter keeps the elements for which a function returns true and drops the \
                rest, again in order. Keeping the even numbers:
                """,
            zh: """
                filter 留下让函数返回 true 的元素，丢掉其余的，同样保持原来的顺序。只留下偶数：
                """)
        page.code(.evens)
        // snippet.evens
        let numbers = [1, 2, 3, 4, 5, 6]
        print(numbers.filter { $0 % 2 == 0 })
        // snippet.end
        page.say(
            en: """
                Without filter, it is the loop the book expects you have written hundreds \
                of times: an empty mutable array, a walk, a test, an append.
                """,
            zh: """
                不用 filter，就是原书估计你已经写过成百上千次的那种循环：\
                一个空的可变数组，一次遍历，一个判断，一次追加。
                """)
        page.code(.evensByLoop)
        // snippet.evensByLoop
        var evens: [Int] = []
        for number in numbers {
            if number % 2 == 0 {
                evens.append(number)
            }
        }
        print(evens)
        // snippet.end
        page.say(
            en: """
                Because map and filter both return arrays, they chain. Each step reads as \
                what it does, not how it loops: keep the even numbers, then square them.
                """,
            zh: """
                map 和 filter 都返回数组，所以可以链式调用。每一步写的都是“做什么”，\
                而不是“怎么循环”：先留下偶数，再求平方。
                """)
        page.code(.evenSquares)
        // snippet.evenSquares
        print(numbers.filter { $0 % 2 == 0 }.map { $0 * $0 })
        // snippet.end
        page.book("-[NSArray rx_filterWithBlock:]")
    }
}
