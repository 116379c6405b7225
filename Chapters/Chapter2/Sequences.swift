import Narration
import Reactive

extension Section {
    /// A PullSequence from an array: map, filter, and back to an array.
    static let sequences = Section("Sequences", ChineseTitle.of("流和序列", "序列")) { page in
        let print = page.printer
        page.say(
            en: """
                Any Swift sequence becomes a PullSequence: an array, a range, even a range \
                with no end. The book repeats Chapter 1's squares on its array of 1, 2 and \
                3 in three steps: make a sequence of the array, map it, and ask the mapped \
                sequence for an array with `array`, since map gave back a sequence, not an \
                array. Then it writes the three steps as one expression, which leaves no \
                names behind:
                """,
            zh: """
                任何 Swift 序列都能变成 PullSequence：数组、区间，甚至没有终点的区间。\
                原书在它那个装着 1、2、3 的数组上把第 1 章的平方再做一遍，分三步：\
                把数组变成序列，对它做映射，再用 `array` 向映射后的序列要一个数组，\
                因为 map 返回的是序列而不是数组。然后原书把这三步写成一个表达式，\
                不留下任何中间的名字：
                """)
        page.code(.squaresInSteps)
        // snippet.squaresInSteps
        let stream = PullSequence([1, 2, 3])
        let squares = stream.map { $0 * $0 }
        print(squares.array)
        print(PullSequence([1, 2, 3]).map { $0 * $0 }.array)
        // snippet.end
        page.say(
            en: """
                filter returns a new sequence too, so filter and map chain as they did on \
                arrays in Chapter 1:
                """,
            zh: """
                filter 同样返回新的序列，所以 filter 和 map 能像第 1 章在数组上那样链式调用：
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
