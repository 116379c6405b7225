import Narration
import Reactive

extension Section {
    /// foldLeft and foldRight, and a fold right that stops early on an endless sequence.
    static let folding = Section("Folding left and right", "左折叠和右折叠（自拟）") { page in
        let print = page.printer
        page.say(
            """
            foldLeft is the fold of Chapter 1: it starts from an initial value and \
            combines the elements from the first to the last. foldRight starts at the \
            other end, so the first element is combined last. Folding numbers into a \
            string that keeps its brackets shows the order:
            """)
        page.code(.foldBothWays)
        // snippet.foldBothWays
        let numbers = PullSequence([1, 2, 3])
        print(numbers.foldLeft("0") { result, n in "(\(result) + \(n))" })
        print(numbers.foldRight("0") { n, rest in "(\(n) + \(rest()))" })
        // snippet.end
        page.say(
            """
            In foldRight, `rest` is not a value but a closure that folds the rest of the \
            sequence when called. A combine that already knows its answer need not call \
            it, and then nothing after that element is pulled. So foldRight can stop \
            early, even on an endless sequence. Is any square above 50? A counter shows \
            how many numbers the fold pulled:
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
            """
            foldLeft on the same sequence would never return: it has to reach the end \
            before it can give an answer. foldRight pays for its patience in stack space, \
            one nested call per element it goes into, so fold a long sequence to its end \
            with foldLeft.
            """)
        page.book(
            "-[RACSequence foldLeftWithStart:reduce:]",
            "-[RACSequence foldRightWithStart:reduce:]")
        page.differs(
            """
            foldRight's combine receives the rest of the fold as a closure, \
            `rest()`. RAC2's receives a one-element RACSequence and reads its \
            `head`; either way the rest is folded only when asked for. The book \
            itself names the two folds but shows only the left one.
            """)
    }
}
