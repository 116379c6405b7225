import Narration
import Reactive

extension Section {
    /// Each element's work runs once, however often the sequence is read.
    static let memoization = Section("Memoization", ChineseTitle.of("流和序列", "记忆化")) { page in
        page.say(
            en: """
                Laziness means no work before it is needed. Memoization means no work twice: \
                once an element has been pulled, the sequence remembers it. Reading the \
                sequence again, with another `array`, a for loop or from another thread, reads \
                the remembered elements.
                """,
            zh: """
                惰性的意思是不到需要时不做工作；记忆化的意思是同样的工作不做第二遍：\
                一个元素一旦被拉取，序列就记住它。再次读取这个序列，\
                无论是再调用一次 `array`、用 for 循环，还是在另一个线程上读，读到的都是记住的元素。
                """)
        page.say(
            en: """
                Swift's own lazy sequences are lazy but do not remember: every read runs the \
                closures again. Here are both, each read three times:
                """,
            zh: """
                Swift 自己的 `lazy` 序列是惰性的，却不会记忆：每读一次都要重新运行闭包。\
                下面把两者各读三次：
                """)
        page.code(.threeReads)
        var rows: [[String]] = []
        // snippet.threeReads
        let pullRuns = MutableProperty(0)
        let squares = PullSequence(1...5).map { n in
            pullRuns.value += 1
            return n * n
        }
        var swiftRuns = 0
        let swiftSquares = (1...5).lazy.map { n in
            swiftRuns += 1
            return n * n
        }
        for read in 1...3 {
            let pulledArray = squares.array
            let swiftArray = Array(swiftSquares)
            // snippet.hide
            rows.append([
                "\(read)", "\(pulledArray)", "\(pullRuns.value)", "\(swiftArray)", "\(swiftRuns)",
            ])
            // snippet.show
        }
        // snippet.end
        let ran = page.text(en: "ran", zh: "运行次数")
        page.table(
            [page.text(en: "read", zh: "第几次读"), "squares.array", ran, "Array(swiftSquares)", ran],
            rows)
        page.say(
            en: """
                Same answers; the PullSequence did the work once per element, Swift's lazy \
                map once per element per read. Remembering costs memory, though: a sequence \
                keeps every element it has pulled for as long as you keep the sequence. It \
                pays when the work is dear or the sequence is read more than once.
                """,
            zh: """
                答案相同；但 PullSequence 对每个元素只做一次工作，\
                Swift 的 `lazy.map` 则每读一次，就对每个元素再做一次。\
                不过，记忆是要占内存的：只要你还持有这个序列，它就保留着已拉取的每一个元素。\
                当工作代价高昂，或者序列要读不止一次时，这样做才划算。
                """)
        page.book(
            page.text(
                en: "RACSequence (each head and tail computed once)",
                zh: "RACSequence（每个头部和尾部只计算一次）"),
            "-[RACSequence array]")
    }
}
