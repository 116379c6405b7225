import Narration
import Reactive

extension Section {
    /// self ↔ block ↔ subscription: the cycle, shown by the live-subscription count.
    static let retainCycles = Section("Retain cycles", "避免block循环引用") { page in
        let print = page.printer
        page.say(
            """
            A closure keeps alive everything it captures. When an object subscribes to \
            a signal of its own, such as one of its properties, the object keeps the \
            signal, the signal keeps the subscription, and the subscription keeps the \
            closure. If the closure captures the object, the circle is closed: each \
            keeps the next alive, and none is ever freed. The book's gallery breaks \
            the circle with @weakify(self) before the block and @strongify(self) \
            inside it. Swift's capture lists do the same. Here is one view model, \
            written three ways:
            """)
        page.code(.threeCaptures)
        page.say(
            """
            `[weak self]` is @weakify: the closure holds the view model without \
            keeping it alive. `guard let self` is @strongify: a strong reference for \
            the length of one call. `[label]` captures only the property the closure \
            needs. Each version is made, used, and let go; a weak reference tells \
            whether it was freed:
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
            """
            All three showed the same label. The one that captured self was never \
            freed: its subscription is still alive, and will be until the program \
            ends. The other two went, and took their subscriptions with them. The \
            book's chapter on Pixels ends on the rule this comes to: never capture \
            self in a signal's block. Swift helps a little, since a closure in a \
            class must write `self.` where it uses it, so every capture is in plain \
            sight.
            """)
        page.book("@weakify(self)", "@strongify(self)", "-[RACSignal subscribeNext:]")
        page.differs(
            """
            capture lists in place of @weakify and @strongify: `[weak self]` and \
            `guard let self` are the same two steps, written into the closure itself, \
            and `[label]` captures a property without its owner, which the macros \
            cannot say.
            """)
    }
}
