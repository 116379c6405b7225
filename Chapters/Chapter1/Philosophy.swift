import Narration
import Reactive

extension Section {
    /// Imperative against declarative code, with a spreadsheet cell A = B + C that keeps up.
    static let philosophy = Section("Philosophy", "理念") { page in
        let print = page.printer
        page.say(
            """
            Imperative code is a list of orders: compute this, store it there, and \
            remember to compute it again whenever its inputs change. Declarative code \
            says what a value is, once, and leaves the keeping-up to the machinery \
            underneath. Functional reactive programming is a way of writing the second \
            kind, for values that change over time.
            """)
        page.say(
            "First the imperative way. `a` is worked out once, from the values of that moment:")
        page.code(.imperativeSum)
        // snippet.imperativeSum
        var b = 1
        let c = 2
        let a = b + c
        b = 10
        print("a = \(a), but b + c = \(b + c)")
        // snippet.end
        page.say(
            """
            Nothing told `a` that `b` moved on. A spreadsheet works the other way: type \
            =B1+C1 into cell A1 and A1 is the sum from then on, whatever you type into B1 \
            or C1. Below, B and C are subjects (values you can push into) and A is a \
            signal derived from them. We subscribe once; every later line is printed by \
            that subscription as the cell recomputes.
            """)
        spreadsheet(page)
        page.say(
            """
            `latestPairs` is a few lines of this chapter (LatestPairs.swift): it keeps the \
            latest value of each side and sends a pair whenever either changes. From \
            Chapter 3 on, the library's combineLatest does this job.
            """)
        page.book(
            "RACBehaviorSubject", "+[RACSignal combineLatest:reduce:]", "RAC(object, keyPath)")
    }

    /// Runs the cell A = B + C live, showing each change and the recomputed A.
    private static func spreadsheet(_ page: Narrator) {
        let print = page.printer
        page.code(.spreadsheet)
        // snippet.spreadsheet
        let b = BehaviorSubject(1)
        let c = BehaviorSubject(2)
        let a = latestPairs(b.signal, c.signal).map { b, c in b + c }
        a.subscribeNext { print("A = \($0)") }
        // snippet.end
        page.code(.bBecomes10)
        // snippet.bBecomes10
        b.sendNext(10)
        // snippet.end
        page.code(.cBecomes5)
        // snippet.cBecomes5
        c.sendNext(5)
        // snippet.end
        page.code(.bBecomesMinus4)
        // snippet.bBecomesMinus4
        b.sendNext(-4)
        // snippet.end
    }
}
