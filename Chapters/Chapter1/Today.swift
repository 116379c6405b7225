import Narration
import Reactive

extension Section {
    /// The chapter's pipeline three times: on an array, on its lazy view, and
    /// as a signal, each step printing as it runs.
    static let today = Section.today(
        "collections and lazy", "集合与 lazy", chapter: 1,
        book: [
            "-[NSArray rx_filterWithBlock:]", "-rx_mapWithBlock:", "-rx_foldInitialValue:block:",
            "-[RACSignal aggregateWithStart:reduce:]",
        ]
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Swift ships what the book installs RXCollections for: map, filter and \
                reduce on every collection, with no package to add. It also ships `lazy`, \
                which this chapter has not used yet. The Performance section's pipeline, \
                the squares of the even numbers summed, runs three times below on the same \
                four numbers, each step printing as it runs: on an array, on the array's \
                `lazy` view, and as a signal.
                """,
            zh: """
                原书安装 RXCollections，为的是 map、filter 和 reduce；Swift 则自带这些：\
                每种集合都有，不必添加任何包。Swift 还自带 `lazy`，本章还没有用过它。\
                下面把“性能”一节的管道（对偶数的平方求和）换成四个数，用三种方式各运行一次，\
                每一步运行时都打印出来：一次在数组上，一次在数组的 `lazy` 视图上，\
                一次作为信号。
                """)
        page.code(.onArray)
        // snippet.onArray
        let numbers = [1, 2, 3, 4]
        let evens = numbers.filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let squares = evens.map { n in
            print("map \(n)")
            return n * n
        }
        print("array: sum \(squares.reduce(0, +))")
        // snippet.end
        page.code(.onLazy)
        // snippet.onLazy
        let lazyEvens = numbers.lazy.filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let lazySquares = lazyEvens.map { n in
            print("map \(n)")
            return n * n
        }
        print("lazy: built")
        print("lazy: sum \(lazySquares.reduce(0, +))")
        // snippet.end
        page.code(.onSignal)
        // snippet.onSignal
        let signalEvens = Signal.from(numbers).filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let signalSquares = signalEvens.map { n in
            print("map \(n)")
            return n * n
        }
        print("signal: built")
        signalSquares.aggregate(0, +).subscribeNext { print("signal: sum \($0)") }
        // snippet.end
        page.say(
            en: """
                The three sums agree; the order of the work does not. The array ran each \
                step over every element before the next step began, and kept the evens in \
                an array of their own in between. `lazy` and the signal took one element \
                at a time through both steps and kept nothing. They differ in who starts \
                the work: building either ran nothing; `reduce` pulled each element through \
                the lazy view, while the signal pushed each one through once it was \
                subscribed. Chapter 2 takes up pull and push.
                """,
            zh: """
                三个和相同，工作的顺序却不同。数组让每一步先处理完所有元素，再开始下一步，\
                中间还把偶数存进了一个单独的数组。`lazy` 和信号则一次带一个元素走完两步，\
                什么也不保留。这两者的区别在于由谁启动工作：构建时，两者都没有运行任何东西；\
                `reduce` 把每个元素从 lazy 视图中拉了出来，而信号在被订阅之后，\
                把每个元素推了过去。拉（pull）和推（push）是第 2 章的话题。
                """)
        page.say(
            en: """
                A lazy view keeps nothing, so each use runs the closures again, and only as \
                far as it must. Asking for the first square runs the steps until one even \
                number has been squared, and stops:
                """,
            zh: """
                lazy 视图什么都不保留，所以每次使用都会重新运行闭包，\
                而且只运行到必要的地方为止。求第一个平方数时，\
                这些步骤一直运行到有一个偶数被平方，然后就停下：
                """)
        page.code(.lazyFirst)
        // snippet.lazyFirst
        print("lazy: first \(lazySquares.first ?? 0)")
        // snippet.end
        page.say(
            en: """
                Swift's `reduce` always takes a start value, where RXCollections' \
                rx_foldWithBlock: did not, and a fold is never lazy: it needs every \
                element, so `lazy.reduce` runs at once. The errors, completion and threads \
                that distinguish a signal play no part here: the array and the lazy view \
                cannot fail, and the signal sent everything on this thread before \
                `subscribeNext` returned.
                """,
            zh: """
                Swift 的 `reduce` 总要一个初始值，而 RXCollections 的 rx_foldWithBlock: 不要；\
                折叠也从来不是惰性（lazy）的：它需要每一个元素，所以 `lazy.reduce` 会立即运行。\
                让信号与众不同的错误、完成和线程，在这里都不起作用：\
                数组和 lazy 视图不会失败，而信号在 `subscribeNext` 返回之前，\
                已经在当前线程上把所有值都发送完了。
                """)
    }
}
