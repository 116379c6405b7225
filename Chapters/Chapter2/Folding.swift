import Narration
import Reactive

extension Section {
    /// foldLeft and foldRight, and a fold right that stops early on an endless sequence.
    static let folding = Section(
        "Folding left and right", ChineseTitle.of("流和序列", "左折叠和右折叠")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                foldLeft is the fold of Chapter 1: it starts from an initial value and \
                combines the elements from the first to the last. foldRight starts at the \
                other end, so the first element is combined last. Folding numbers into a \
                string that keeps its brackets shows the order:
                """,
            zh: """
                foldLeft 就是第 1 章的折叠：从一个初始值出发，从第一个元素到最后一个依次合并。\
                foldRight 从另一端开始，所以第一个元素最后才被合并。\
                把数字折叠成一个保留括号的字符串，就能看出合并的顺序：
                """)
        page.code(.foldBothWays)
        // snippet.foldBothWays
        let numbers = PullSequence([1, 2, 3])
        print(numbers.foldLeft("0") { result, n in "(\(result) + \(n))" })
        print(numbers.foldRight("0") { n, rest in "(\(n) + \(rest()))" })
        // snippet.end
        page.say(
            en: """
                The book's own left fold is the string of Chapter 1 again: map the \
                numbers to strings, then join them, starting from an empty string. The \
                start value shows up in the answer, as the second line shows:
                """,
            zh: """
                原书自己的左折叠还是第 1 章那个字符串：先把数字映射成字符串，再从一个空字符串\
                出发把它们连起来。初始值会出现在结果里，第二行就是这样：
                """)
        page.code(.joinDigits)
        // snippet.joinDigits
        let digits = PullSequence([1, 2, 3]).map { String($0) }
        for start in ["", " "] {
            let joined = digits.foldLeft(start) { joined, digit in joined + digit }
            print(joined.debugDescription)
        }
        // snippet.end
        page.say(
            en: """
                In foldRight, `rest` is not a value but a closure that folds the rest of the \
                sequence when called. A combine that already knows its answer need not call \
                it, and then nothing after that element is pulled. So foldRight can stop \
                early, even on an endless sequence. Is any square above 50? A counter shows \
                how many numbers the fold pulled:
                """,
            zh: """
                在 foldRight 中，`rest` 不是一个值，而是一个闭包，调用它才会折叠序列的其余部分。\
                合并函数如果已经知道答案，就不必调用它，这样一来，这个元素之后的元素都不会被拉取。\
                所以 foldRight 可以提前停下，哪怕是在无穷序列上。有没有哪个平方数大于 50？\
                用一个计数器看看折叠拉取了多少个数：
                """)
        page.code(.earlyStop)
        // snippet.earlyStop
        let pulled = MutableProperty(0)
        let naturals = PullSequence(1...).map { n in
            pulled.value += 1
            return n
        }
        let found = naturals.foldRight(false) { n, rest in n * n > 50 || rest() }
        print(found, "after pulling", pulled.value, "numbers")
        // snippet.end
        page.say(
            en: """
                foldLeft on the same sequence would never return: it has to reach the end \
                before it can give an answer. foldRight pays for its patience in stack space, \
                one nested call per element it goes into, so fold a long sequence to its end \
                with foldLeft.
                """,
            zh: """
                在同一个序列上，foldLeft 永远不会返回：它必须走到末尾才能给出答案。\
                foldRight 能提前停下，代价是栈空间：每深入一个元素，就多一层嵌套调用。\
                所以要把一个很长的序列折叠到底，请用 foldLeft。
                """)
        page.book(
            "-[RACSequence foldLeftWithStart:reduce:]",
            "-[RACSequence foldRightWithStart:reduce:]")
        page.differs(
            en: """
                foldRight's combine receives the rest of the fold as a closure, \
                `rest()`. RAC2's receives a one-element RACSequence and reads its \
                `head`; either way the rest is folded only when asked for. The book \
                itself names the two folds but shows only the left one.
                """,
            zh: """
                foldRight 的合并函数收到的是一个闭包 `rest()`，调用它才折叠其余部分。\
                RAC2 的合并函数收到的是一个只含一个元素的 RACSequence，要读取它的 `head`；\
                两种做法都只在被索要时才折叠其余部分。原书本身提到了这两种折叠，\
                却只演示了左折叠。
                """)
        page.translationNote(
            en: """
                The translation prints the book's join as `foldLeftWithStart:@" "`, with \
                a space for the start value, which would give " 123"; the start value is \
                an empty string, as the first line above.
                """,
            zh: """
                译本把原书的这个例子印成了 `foldLeftWithStart:@" "`，初始值是一个空格，\
                结果会是“ 123”；初始值应当是空字符串，也就是上面第一行的写法。
                """)
    }
}
