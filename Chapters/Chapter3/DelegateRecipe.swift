import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A delegate object that forwards its callbacks into subjects: callbacks as signals.
    static let delegateRecipe = Section(
        "Recipe: delegate callbacks", ChineseTitle.of("从代理创建一个信号以及其他异步行为", from: .mvvm)
    ) {
        page in
        page.say(
            en: """
                UIKit reports many things to a delegate: an object you hand over, which the \
                framework calls back. ReactiveCocoa turns such callbacks into a signal with \
                rac_signalForSelector:fromProtocol:, and with RACDelegateProxy, a delegate \
                object built on it. The Swift counterpart here is a small proxy: a delegate \
                that does nothing but send each callback into a subject. A delegate is held \
                weakly, so something else must keep the proxy, or it would be freed at once; \
                the book warns that a RACDelegateProxy nobody keeps crashes the app with \
                EXC_BAD_ACCESS. Here the picker keeps its proxy, so the signals live exactly \
                as long as the picker.
                """,
            zh: """
                UIKit 把许多事情报告给代理（delegate）：代理是你交给框架的一个对象，框\
                架会回调它。ReactiveCocoa 用 rac_signalForSelector:fromProtocol: 把这类\
                回调变成信号，还在它的基础上提供了现成的代理对象 RACDelegateProxy。这里\
                对应的 Swift 写法是一个小小的委托代理。它本身就是代理对象，只做一件事：\
                把每次回调发进一个 subject。代理是弱引用的，所以必须有别的对象持有这个委\
                托代理，否则它会立即被释放；原书警告说，没人持有的 RACDelegateProxy 会\
                让应用以 EXC_BAD_ACCESS 崩溃。这里由照片选择器持有它的委托代理，所以这\
                些信号的寿命和照片选择器一样长。
                """)
        page.contract(PhotoPicker.pickedPhotosContract, of: "PhotoPicker.pickedPhotos")
        page.contract(PhotoPicker.cancellationsContract, of: "PhotoPicker.cancellations")
        page.code(.pickerSignals)
        // snippet.pickerSignals
        let scheduler = TestScheduler()
        var picker: PhotoPicker? = PhotoPicker()
        let photos = scheduler.record(picker!.pickedPhotos)
        let cancels = scheduler.record(picker!.cancellations)
        let untilCancel = scheduler.record(
            picker!.pickedPhotos.takeUntil(picker!.cancellations))
        picker!.pick("cat.jpg", at: 2, on: scheduler)
        picker!.pick("dog.jpg", at: 4, on: scheduler)
        picker!.cancel(at: 6, on: scheduler)
        picker!.pick("owl.jpg", at: 7, on: scheduler)
        scheduler.advance(to: 9)
        picker = nil
        // snippet.end
        let initial: (String) -> Character? = { $0.first }
        page.marbles(
            MarbleLine("photos", photos, symbol: initial),
            MarbleLine("cancels", cancels) { _ in "*" },
            MarbleLine("untilCancel", untilCancel, symbol: initial))
        page.output(page.text(en: "photos: ", zh: "照片：") + "\(photos.values)")
        page.say(
            en: """
                Each photo is drawn by its first letter and each cancel as *. The photos \
                signal carried every pick, including the one after the cancel, and completed \
                when the picker was released at tick 9. takeUntil turned it into "the photos \
                picked before the user cancelled", which completed at the cancel.
                """,
            zh: """
                每张照片用它的首字母表示，每次取消画成 *。photos 信号带来了每一次选择，\
                包括取消之后的那一次，并在第 9 刻照片选择器被释放时完成。takeUntil 把它\
                变成了“用户取消之前选中的照片”，这个信号在取消时完成。
                """)
        otherSources(page)
        page.book(
            "-[NSObject rac_signalForSelector:fromProtocol:]", "RACDelegateProxy",
            "-[RACSignal takeUntil:]", "RACSubject",
            "-[UIControl rac_signalForControlEvents:]", "RACObserve",
            page.text(
                en: "-[UIGestureRecognizer rac_gestureSignal] (Half the Effort's)",
                zh: "-[UIGestureRecognizer rac_gestureSignal]（出自《事半功倍》）"))
    }

    /// Target-action, a notification and a watched property, as signals; which of them end.
    private static func otherSources(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The article MVVM ReactiveCocoa ends its list of callbacks turned into signals with \
                three more: a control's target-action, a notification, and key-value \
                observing (RACObserve). The workbook has one of each: the text field's \
                keys, NotificationCenter.signal(for:reading:) from the keyboard recipe, \
                and a MutableProperty's signal. All three are subscribed to alike. The \
                article Half the Effort (内存管理，自动释放 Pipeline) adds which of them end by \
                themselves: a control's signal, a gesture's and RACObserve's complete \
                when their object goes, a notification's never does. Here the field and \
                the property are released at the end:
                """,
            zh: """
                《MVVM ReactiveCocoa》列举可以变成信号的回调时，最后还提到三种：控件的 \
                target-action、通知，以及键-值观察（RACObserve）。本练习册每种都有一个：\
                文本框的 keys、键盘示例中的 NotificationCenter.signal(for:reading:)，以\
                及 MutableProperty 的 signal。订阅这三者的方式完全相同。《事半功倍》（“内\
                存管理，自动释放 Pipeline”一节）还补充了其中哪些会自行结束：控件、手势和 \
                RACObserve 的信号在对象消失时完成，通知的信号则永远不会。下面在最后释放\
                文本框和属性：
                """)
        page.code(.otherSources)
        // snippet.otherSources
        let scheduler = TestScheduler()
        let center = NotificationCenter()
        let changed = Notification.Name("ReachabilityChanged")
        var field: TextField? = TextField()
        var username: MutableProperty<String>? = MutableProperty("")
        let sources = [
            ("target-action", field!.keys.map { "key \($0)" }),
            ("notification", center.signal(for: changed) { $0.name.rawValue }),
            ("KVO", username!.signal.map { "username '\($0)'" }),
        ]
        let subscriptions = sources.map { kind, signal in
            signal.subscribe(
                next: { print("\(kind): \($0)") },
                completed: { print("\(kind): completed") })
        }
        field!.type("a", from: 1, on: scheduler)
        scheduler.run()
        center.post(name: changed, object: nil)
        username!.value = "ash"
        field = nil
        username = nil
        print("observers:", NotificationObservers.registered)
        for subscription in subscriptions { subscription.dispose() }
        print("observers:", NotificationObservers.registered)
        // snippet.end
        page.say(
            en: """
                The keys and the username completed with their objects, and their \
                subscriptions ended there. The notification's had no object to end \
                with: its observer stayed registered until its subscriber disposed of \
                it, which is the subscriber's decision, as take(during:) made it in the \
                keyboard recipe. (The workbook has no gestures; a gesture's signal would \
                behave as the keys do.)
                """,
            zh: """
                keys 和 username 随它们的对象一起完成，它们的订阅也就此结束。通知的订阅\
                则没有对象可以随之结束：它的观察者一直保持注册，直到订阅者把订阅释放\
                掉。这由订阅者来决定，就像键盘示例中由 take(during:) 来决定一样。（本练\
                习册没有手势；手势的信号会和 keys 表现一样。）
                """)
    }
}
