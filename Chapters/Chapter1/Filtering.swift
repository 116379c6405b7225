import Narration

extension Section {
    /// filter: keep only the elements that pass a test.
    static let filtering = Section("Filtering", "高阶过滤") { page in
        let print = page.printer
        page.say(
            """
            filter keeps the elements for which a function returns true and drops the \
            rest, again in order. Keeping the even numbers:
            """)
        page.code(.evens)
        // snippet.evens
        let numbers = [1, 2, 3, 4, 5, 6]
        print(numbers.filter { $0 % 2 == 0 })
        // snippet.end
        page.say(
            """
            Without filter, it is the loop the book expects you have written hundreds \
            of times: an empty mutable array, a walk, a test, an append.
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
            """
            Because map and filter both return arrays, they chain. Each step reads as \
            what it does, not how it loops: keep the even numbers, then square them.
            """)
        page.code(.evenSquares)
        // snippet.evenSquares
        print(numbers.filter { $0 % 2 == 0 }.map { $0 * $0 })
        // snippet.end
        page.book("-[NSArray rx_filterWithBlock:]")
    }
}
