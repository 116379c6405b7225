import Narration

extension Section {
    /// Imperative against declarative code: a sum worked out once falls behind.
    static let philosophy = Section("Philosophy", "理念") { page in
        let print = page.printer
        page.say(
            en: """
                The book opens with why a programmer should want another way at all. \
                Programmers like to be lazy, in the good sense: the aim is to do more with \
                less code. Functional reactive programming helps, but only once you leave \
                the habits most of us were trained in, so first those habits.
                """,
            zh: """
                原书开篇先回答一个问题：程序员为什么要另寻一种写法。\
                程序员喜欢“偷懒”，这是褒义：用更少的代码做更多的事。\
                函数式反应型编程能帮上忙，但前提是跳出我们大多数人受训时养成的习惯，\
                所以先来看看这些习惯。
                """)
        page.say(
            en: """
                The article Half the Effort opens (前言) with two points that shape \
                this workbook. FRP is hard to explain in prose alone: learn it from \
                code, run it and watch what it does. So every section here runs its \
                listing and prints what happened. The article's reading list includes \
                André Staltz's "The introduction to Reactive Programming you've been \
                missing", ReactiveCocoa's documentation, raywenderlich.com's two-part \
                ReactiveCocoa tutorial and RxMarbles (rxmarbles.com), which animates \
                each operator as a marble diagram, the kind of drawing the later \
                chapters make from recorded runs. And FRP is a way of building \
                pipelines, not one library: map, flattenMap and reduce mean the same \
                in every language that implements them, so what you learn carries \
                over, "Learn once, write anywhere" in the article's words. That is how \
                this workbook can teach ReactiveCocoa 2, an Objective-C library, in Swift.
                """,
            zh: """
                《事半功倍》开头（前言）讲了两点，决定了本练习册的写法。\
                其一，FRP 很难单靠文字讲清楚：要从代码学起，运行它，看它做了什么。\
                所以这里的每一节都会运行自己的代码清单，并打印出运行的结果。\
                文章列出的参考资料里有 André Staltz 的\
                “The introduction to Reactive Programming you've been missing”、\
                ReactiveCocoa 的文档、raywenderlich.com 分上下两篇的 ReactiveCocoa 教程，\
                以及 RxMarbles（rxmarbles.com）。\
                RxMarbles 用动画把每个操作符画成弹珠图（marble diagram），\
                后面几章根据记录下来的运行画出的正是这种图。\
                其二，FRP 是一种搭建管道的方式，而不是某一个库：\
                map、flattenMap 和 reduce 在每一种实现了它们的语言里含义都相同，\
                所以学到的东西可以带到别处，用文章的话说就是“Learn once, write anywhere”。\
                正因如此，本练习册才能用 Swift 来讲 ReactiveCocoa 2 这个 Objective-C 库。
                """)
        page.say(
            en: """
                Imperative code is a list of orders: compute this, store it there, and \
                remember to compute it again whenever its inputs change. Declarative code \
                says what a value is, once, and leaves the keeping-up to the machinery \
                underneath. Functional reactive programming is a way of writing the second \
                kind, for values that change over time. The book quotes Wikipedia's \
                definition of declarative programming too: a paradigm opposed to the \
                imperative, which says what the result should be like rather than the \
                steps that reach it, while imperative code writes out each step as an \
                algorithm. And it notes that the name covers several paradigms, \
                functional reactive programming among them.
                """,
            zh: """
                命令式代码是一连串的操作步骤：算出这个，存到那里，并且记住只要输入一变就再算一遍。\
                声明式代码只说一次某个值“是什么”，至于怎样跟上变化，交给底层的机制去操心。\
                函数式反应型编程就是用来写第二种代码的，它处理的是随时间变化的值。\
                原书还引了维基百科对声明式编程的定义：它是与命令式相对的一种编程范式，\
                讲清结果应当是什么样子，而不规定怎样一步步得到它；命令式代码则把每一步的做法\
                逐条写出来。原书还指出“声明式编程”是一个统称，\
                下面有好几种编程范式，函数式反应型编程是其中之一。
                """)
        page.say(
            en: "First the imperative way. `a` is worked out once, from the values of that moment:",
            zh: "先看命令式的写法。`a` 只按当时的值算了一次：")
        page.code(.imperativeSum)
        // snippet.imperativeSum
        var b = 1
        let c = 2
        let a = b + c
        b = 10
        print("a = \(a), but b + c = \(b + c)")
        // snippet.end
        page.say(
            en: """
                Nothing told `a` that `b` moved on: the sum was an order carried out once, \
                not a description of what `a` is. The next section keeps `a` up to date by \
                saying what it is instead.
                """,
            zh: """
                没有谁告诉 `a`：`b` 已经变了。这次求和是一次执行完就结束的操作，\
                而不是对 `a` 是什么的描述。下一节换个做法：说明 `a` 是什么，\
                从而让 `a` 始终保持最新。
                """)
        page.book(
            page.text(
                en: "none; 理念 makes its case in prose, without code",
                zh: "无；“理念”一章只用文字论述，没有代码"))
    }
}
