import Narration

extension Section {
    /// Imperative against declarative code: a sum worked out once falls behind.
    static let philosophy = Section("Philosophy", "理念") { page in
        let print = page.printer
        page.say(
            """
            The book opens with why a programmer should want another way at all. \
            Programmers like to be lazy, in the good sense: the aim is to do more with \
            less code. Functional reactive programming helps, but only once you leave \
            the habits most of us were trained in, so first those habits.
            """)
        page.say(
            """
            The third article this workbook follows opens (前言) with two points \
            that shape it. FRP is hard to explain in prose alone: learn it from \
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
            """)
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
            Nothing told `a` that `b` moved on: the sum was an order carried out once, \
            not a description of what `a` is. The next section keeps `a` up to date by \
            saying what it is instead.
            """)
        page.book("none; 理念 makes its case in prose, without code")
    }
}
