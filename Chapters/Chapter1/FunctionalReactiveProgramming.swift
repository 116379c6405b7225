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
            en: """
                The name joins two declarative ideas. Reactive first, as in a spreadsheet: \
                type =B1+C1 into cell A1 and A1 is the sum from then on, whatever you type \
                into B1 or C1. Below, B and C are subjects (values you can push into) and A \
                is a signal derived from them. We subscribe once; every later line is \
                printed by that subscription as the cell recomputes.
                """,
            zh: """
                这个名字把两种声明式的思想合在了一起。先说反应式，就像电子表格：\
                在单元格 A1 里输入 =B1+C1，从此 A1 就是两者之和，不管你往 B1 或 C1 里填什么。\
                下面的 B 和 C 是 subject（可以往里推送值的对象），A 是由它们推导出来的信号。\
                我们只订阅一次；之后的每一行输出，都是单元格重新计算时由这次订阅打印出来的。
                """)
        spreadsheet(page)
        page.say(
            en: """
                `latestPairs` is a few lines of this chapter (LatestPairs.swift): it keeps \
                the latest value of each side and sends a pair whenever either changes. \
                From Chapter 3 on, the library's combineLatest does this job.
                """,
            zh: """
                `latestPairs` 是本章自己写的几行代码（LatestPairs.swift）：\
                它记住两边各自的最新值，任何一边变化时就发出一对值。\
                从第 3 章起，这件事交给库里的 combineLatest 来做。
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
            en: """
                Functional starts, for the book, from one idea: a function is a value, a \
                first-class citizen of the language, to be handed to other functions and \
                returned from them like any number (section 4 does both). On top of that, \
                functional means functions that always give the same output for the same \
                input and change nothing outside themselves, and names that, once given a \
                value, keep it. `square` is such a function; `nextTicket` is not, because \
                it reads and changes a counter:
                """,
            zh: """
                再说函数式。在原书看来，函数式从一个想法出发：函数也是值，是语言中的一等公民，\
                可以像数字一样传给别的函数，也可以从函数中返回（第 4 节两样都会做）。\
                在此之上，函数式还意味着：函数对同样的输入总是给出同样的输出，\
                并且不改动自身以外的任何东西；名字一旦有了值，就一直保持这个值。\
                `square` 就是这样的函数；`nextTicket` 不是，因为它要读取并修改一个计数器：
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
            en: """
                Swift makes the second rule a law where you ask it to: a name declared with \
                `let` cannot be assigned again, and the compiler refuses the attempt. The \
                sections that follow use `let` throughout.
                """,
            zh: """
                在 Swift 里，用 `let` 声明就能让第二条规则成为硬性规定：\
                用 `let` 声明的名字不能再次赋值，编译器会拒绝这样的代码。\
                后面各节一律使用 `let`。
                """)
    }

    /// The cell's value read back as a function of virtual time.
    private static func timeline(_ page: Narrator) {
        page.say(
            en: """
                User input breaks the first rule: ask a text field for its text twice and \
                you may get two answers. So do replies from the network. That is where \
                purely functional code gets awkward, and why the book calls functional \
                reactive programming a compromise between the functional and the \
                imperative: keep the rules, and make time an argument. A reactive value is \
                a function of time, and for each moment it has one answer. Here the cell \
                runs on a virtual clock, B changes at tick 2 and C \
                at tick 4, and A is read back at every tick:
                """,
            zh: """
                用户输入打破了第一条规则：向一个文本框两次索取它的文字，可能得到两个不同的答案。\
                网络返回的数据也是如此。纯函数式的代码正是在这里变得别扭，\
                所以原书说，函数式反应型编程是函数式与命令式之间的折中：\
                守住规则，同时把时间当作一个参数。反应式的值是时间的函数，\
                在每一个时刻都只有一个答案。下面让单元格在一个虚拟时钟上运行，\
                这个时钟以“刻”（tick）为单位前进：B 在第 2 刻变化，C 在第 4 刻变化，\
                然后逐刻读出 A 的值：
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
        page.table([page.text(en: "t", zh: "时刻 t"), "A(t)"], rows)
        page.say(
            en: """
                Read A at tick 3 as often as you like and the answer is \(rows[3][1]). The \
                value changes; the function of time does not. The book puts it the other \
                way round: once time is an argument, calling f again later gives another \
                value, and it calls that a cheat on the functional rule. Both are true; \
                the table shows the side that makes a reactive value easy to reason about.
                """,
            zh: """
                在第 3 刻读 A，不管读多少次，答案都是 \(rows[3][1])。\
                值会变，而这个关于时间的函数不会变。原书的说法正好反过来：\
                一旦把时间当作参数，过一会儿再调用 f，得到的就是另一个值，\
                原书称之为对函数式规则的一种“欺骗”。两种说法都对；\
                上面的表格展示的是让反应式的值容易推理的那一面。
                """)
        page.say(
            en: """
                The book ends this part (结论) with three points, which the rest of the \
                workbook puts to work: learning functional reactive programming makes you \
                more productive; declarative code frees you from the steps, to think about \
                the result; and functional reactive programming is the functional and the \
                reactive put together, as in the cell above.
                """,
            zh: """
                原书在这一部分的结尾（结论）归纳了三点，本练习册的其余部分会把它们一一付诸实践：\
                学习函数式反应型编程能让你更高效；声明式代码让你从具体步骤中解脱出来，\
                去思考结果本身；函数式反应型编程是函数式与反应式的结合，正如上面的单元格。
                """)
    }
}
