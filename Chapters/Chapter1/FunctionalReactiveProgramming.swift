import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Reactive (a cell that keeps up), functional (pure functions, no reassignment),
    /// and the two together: a value as a function of time.
    static let functionalReactiveProgramming = Section(
        "Functional reactive programming", "函数式反应型编程"
    ) { page in
        page.say(
            """
            The name joins two declarative ideas. Reactive first, as in a spreadsheet: \
            type =B1+C1 into cell A1 and A1 is the sum from then on, whatever you type \
            into B1 or C1. Below, B and C are subjects (values you can push into) and A \
            is a signal derived from them. We subscribe once; every later line is \
            printed by that subscription as the cell recomputes.
            """)
        spreadsheet(page)
        page.say(
            """
            `latestPairs` is a few lines of this chapter (LatestPairs.swift): it keeps \
            the latest value of each side and sends a pair whenever either changes. \
            From Chapter 3 on, the library's combineLatest does this job.
            """)
        purity(page)
        timeline(page)
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

    /// A pure function against one that keeps state, and the rule of no reassignment.
    private static func purity(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            Functional starts, for the book, from one idea: a function is a value, a \
            first-class citizen of the language, to be handed to other functions and \
            returned from them like any number (section 3 does both). On top of that, \
            functional means functions that always give the same output for the same \
            input and change nothing outside themselves, and names that, once given a \
            value, keep it. `square` is such a function; `nextTicket` is not, because \
            it reads and changes a counter:
            """)
        page.code(.pureAndImpure)
        // snippet.pureAndImpure
        func square(_ n: Int) -> Int { n * n }
        var issued = 0
        func nextTicket() -> Int {
            issued += 1
            return issued
        }
        print(square(4), square(4))
        print(nextTicket(), nextTicket())
        // snippet.end
        page.say(
            """
            Swift makes the second rule a law where you ask it to: a name declared with \
            `let` cannot be assigned again, and the compiler refuses the attempt. The \
            sections that follow use `let` throughout.
            """)
    }

    /// The cell's value read back as a function of virtual time.
    private static func timeline(_ page: Narrator) {
        page.say(
            """
            User input breaks the first rule: ask a text field for its text twice and \
            you may get two answers. So do replies from the network. That is where \
            purely functional code gets awkward, and why the book calls functional \
            reactive programming a compromise between the functional and the \
            imperative: keep the rules, and make time an argument. A reactive value is \
            a function of time, and for each moment it has one answer. Here the cell \
            runs on a virtual clock, B changes at tick 2 and C \
            at tick 4, and A is read back at every tick:
            """)
        page.code(.cellOverTime)
        // snippet.cellOverTime
        let scheduler = TestScheduler()
        let b = BehaviorSubject(1)
        let c = BehaviorSubject(2)
        let a = scheduler.record(
            latestPairs(b.signal, c.signal).map { b, c in b + c })
        scheduler.schedule(at: 2) { b.sendNext(10) }
        scheduler.schedule(at: 4) { c.sendNext(5) }
        scheduler.advance(to: 5)
        // snippet.end
        let rows = (0...5).map { tick in
            let value = a.events.last { $0.time <= tick }?.event.value
            return ["\(tick)", value.map(String.init) ?? "—"]
        }
        page.table(["t", "A(t)"], rows)
        page.say(
            """
            Read A at tick 3 as often as you like and the answer is \(rows[3][1]). The \
            value changes; the function of time does not.
            """)
        page.say(
            """
            The book ends this part (结论) with three points, which the rest of the \
            workbook puts to work: learning functional reactive programming makes you \
            more productive; declarative code frees you from the steps, to think about \
            the result; and functional reactive programming is the functional and the \
            reactive put together, as in the cell above.
            """)
    }
}
