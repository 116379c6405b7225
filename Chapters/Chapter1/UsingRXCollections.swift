import Narration

extension Section {
    /// The book's RXCollections, and its remark that rx_mapWithBlock: is not a true map.
    static let usingRXCollections = Section("Using RXCollections", "使用RXCollections") {
        page in
        let print = page.printer
        page.say(
            en: """
                Foundation's higher-order methods were few, so the book installs \
                RXCollections, Rob Rix's small library of them for NSArray: \
                rx_mapWithBlock:, rx_filterWithBlock:, rx_foldWithBlock: and \
                rx_foldInitialValue:block:. The translator adds that Rob Rix has since \
                stopped maintaining it in favour of another project of his, Reducers. \
                Swift's standard library has map, filter and reduce built in, so this \
                workbook needs neither; the next three sections use them where the book \
                uses RXCollections.
                """,
            zh: """
                Foundation 提供的高阶方法不多，所以原书安装了 RXCollections。\
                这是 Rob Rix 为 NSArray 写的一个小型高阶函数库：\
                rx_mapWithBlock:、rx_filterWithBlock:、rx_foldWithBlock: 和 \
                rx_foldInitialValue:block:。译者还补充说，Rob Rix 后来已停止维护这个库，\
                转而维护他的另一个项目 Reducers。Swift 标准库内置了 map、filter 和 reduce，\
                所以两个库本练习册都用不着；原书用 RXCollections 的地方，\
                接下来的三节都改用标准库。
                """)
        page.say(
            en: """
                The book adds a caveat: rx_mapWithBlock: is not a true map, because it \
                returns an array, not a function. Swift's map is the same kind. A true \
                higher-order map takes a function on elements and returns a function on \
                whole lists:
                """,
            zh: """
                原书还提醒了一句：rx_mapWithBlock: 并不是真正的映射，\
                因为它返回的是数组，而不是函数。Swift 的 map 也属于这一类。\
                真正的高阶 map 接受一个作用于元素的函数，返回一个作用于整个列表的函数：
                """)
        page.code(.trueMap)
        // snippet.trueMap
        func map<A, B>(_ transform: @escaping (A) -> B) -> ([A]) -> [B] {
            { list in list.map(transform) }
        }
        let squareAll = map { (n: Int) in n * n }
        print([1, 2, 3].map { $0 * $0 })
        print(type(of: squareAll))
        print(squareAll([1, 2, 3]), squareAll([4, 5]))
        // snippet.end
        page.say(
            en: """
                `[1, 2, 3].map` answered at once with an array; `map { … }` answered with \
                a function, ready for any list. The next chapter's sequences sit between \
                the two: their map returns a new sequence whose work has not run yet.
                """,
            zh: """
                `[1, 2, 3].map` 立刻给出一个数组；`map { … }` 给出的是一个函数，\
                可以用在任何列表上。下一章的序列介于两者之间：\
                它们的 map 返回一个新序列，其中的计算还没有执行。
                """)
        page.book(
            "RXCollections", "-[NSArray rx_mapWithBlock:]", "-rx_filterWithBlock:",
            "-rx_foldWithBlock:")
    }
}
