import Narration
import Reactive

extension Section {
    /// self ↔ block ↔ subscription: the cycle, shown by the live-subscription count.
    static let retainCycles = Section(
        "Retain cycles", ChineseTitle.of("避免block循环引用", from: .mvvm)
    ) { page in
        let print = page.printer
        page.say(
            en: """
                A closure keeps alive everything it captures. When an object subscribes to \
                a signal of its own, such as one of its properties, the object keeps the \
                signal, the signal keeps the subscription, and the subscription keeps the \
                closure. If the closure captures the object, the circle is closed: each \
                keeps the next alive, and none is ever freed. The book's gallery breaks \
                the circle with @weakify(self) before the block and @strongify(self) \
                inside it. Swift's capture lists do the same. Here is one view model, \
                written three ways:
                """,
            zh: """
                闭包会让它捕获的一切保持存活。当一个对象订阅属于它自己的信号，比如它的某个属性时，\
                对象持有信号，信号持有订阅，订阅持有闭包。如果闭包又捕获了这个对象，环就闭合了：\
                每一环都让下一环活着，谁也不会被释放。原书的画廊在 block 之前写 @weakify(self)，\
                在 block 之内写 @strongify(self)，以此打破这个环。Swift 的捕获列表做的是同样的事。\
                下面是同一个视图模型的三种写法：
                """)
        page.code(.threeCaptures)
        page.say(
            en: """
                `[weak self]` is @weakify: the closure holds the view model without \
                keeping it alive. `guard let self` is @strongify: a strong reference for \
                the length of one call. Like @strongify, it is what the book calls a \
                shadow variable: the strong reference is named self again and hides the \
                weak one, so the rest of the closure needs no change. `[label]` captures \
                only the property the closure needs. Each version is made, used, and let go; a weak reference tells \
                whether it was freed:
                """,
            zh: """
                `[weak self]` 就是 @weakify：闭包持有视图模型，却不让它保持存活。\
                `guard let self` 就是 @strongify：在一次调用期间持有一个强引用。\
                它和 @strongify 一样是原书所说的“影子变量”：这个强引用又叫 self，遮住了那个弱引用，\
                所以闭包余下的代码一字不用改。\
                `[label]` 只捕获闭包需要的那个属性。每个版本都先创建、使用，再放手；\
                用一个弱引用就能知道它有没有被释放：
                """)
        page.code(.letGo)
        // snippet.letGo
        for capture in [PhotoCountModel.Capture.strongSelf, .weakSelf, .label] {
            let before = Diagnostics.liveSubscriptions
            var model: PhotoCountModel? = PhotoCountModel(capturing: capture)
            weak var probe = model
            model!.count.value = 3
            let shown = model!.label.value
            model = nil
            let left = Diagnostics.liveSubscriptions - before
            print(
                capture.rawValue, "showed", shown, "· freed:", probe == nil,
                "· subscriptions left:", left)
        }
        // snippet.end
        page.say(
            en: """
                All three showed the same label. The one that captured self was never \
                freed: its subscription is still alive, and will be until the program \
                ends. The other two went, and took their subscriptions with them. The \
                book's chapter on Pixels ends on the rule this comes to: never capture \
                self in a signal's block. Swift helps a little, since a closure in a \
                class must write `self.` where it uses it, so every capture is in plain \
                sight.
                """,
            zh: """
                三个版本显示的标签都一样。捕获了 self 的那个始终没有被释放：它的订阅仍然活着，\
                会一直活到程序结束。另外两个都释放了，还带走了各自的订阅。\
                原书讲 Pixels 的那一章最后归结为这样一条规则：\
                永远不要在信号的 block 里捕获 self。Swift 多少帮了点忙：\
                类里的闭包用到 self 时必须写出 `self.`，所以每一处捕获都一目了然。
                """)
        page.book("@weakify(self)", "@strongify(self)", "-[RACSignal subscribeNext:]")
        page.differs(
            en: """
                capture lists in place of @weakify and @strongify: `[weak self]` and \
                `guard let self` are the same two steps, written into the closure itself, \
                and `[label]` captures a property without its owner, which the macros \
                cannot say.
                """,
            zh: """
                用捕获列表代替 @weakify 和 @strongify：\
                `[weak self]` 和 `guard let self` 是同样的两步，只是直接写进了闭包；\
                `[label]` 能只捕获一个属性而不捕获它的所有者，这是那两个宏表达不了的。
                """)
    }
}
