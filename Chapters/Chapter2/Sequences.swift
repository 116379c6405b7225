import Narration
import Reactive

extension Section {
    /// A PullSequence from an array: map, filter, and back to an array.
    static let sequences = Section("Sequences", ChineseTitle.of("流和序列", "序列")) { page in
        let print = page.printer
        page.say(
            en: """
                Any Swift sequence becomes a PullSequence: an array, a range, even a range \
                with no end. map and filter on it return new sequences, so they chain as they \
                did on arrays in Chapter 1, and `array` turns the result back into an array:
                """,
            zh: """
                任何 Swift 序列都能变成 PullSequence：数组、区间，甚至没有终点的区间。\
                在它上面调用 map 和 filter 会返回新的序列，所以能像第 1 章在数组上那样链式调用，\
                最后用 `array` 把结果变回数组：
                """)
        page.code(.evenSquares)
        // snippet.evenSquares
        let numbers = PullSequence([1, 2, 3, 4, 5, 6])
        let evenSquares = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
        print(evenSquares.array)
        // snippet.end
        page.say(
            en: """
                The pipeline reads just as it would on an array. The difference is when the \
                work happens. Printing a sequence shows only the elements pulled so far, with \
                … for whatever may follow, and printing pulls nothing:
                """,
            zh: """
                这条管道读起来和在数组上一模一样，区别在于工作什么时候发生。\
                打印一个序列，只会显示到目前为止已经拉取的元素，后面可能还有的部分用 … 表示；\
                而且打印本身不拉取任何元素：
                """)
        page.code(.cubes)
        // snippet.cubes
        let cubes = PullSequence(1...4).map { $0 * $0 * $0 }
        print(cubes)
        print(cubes.head ?? 0)
        print(cubes)
        print(cubes.array)
        print(cubes)
        // snippet.end
        page.say(
            en: """
                Since work waits until it is asked for, a sequence may be endless, as long as \
                nobody asks for all of it. `evens.array` would never return; its third \
                element is no trouble:
                """,
            zh: """
                既然工作要等到被索要时才做，序列就可以是无穷的，只要没人索要它的全部。\
                `evens.array` 永远不会返回；取它的第三个元素却毫不费事：
                """)
        page.code(.endlessEvens)
        // snippet.endlessEvens
        let evens = PullSequence(1...).map { $0 * 2 }
        print(evens.tail.tail.head ?? 0)
        // snippet.end
        page.book(
            "-[NSArray rac_sequence]", "-[RACSequence map:]", "-[RACSequence filter:]",
            "-[RACSequence array]")
    }
}
