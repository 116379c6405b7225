import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A delegate object that forwards its callbacks into subjects: callbacks as signals.
    static let delegateRecipe = Section("Recipe: delegate callbacks", "从代理创建一个信号以及其他异步行为") {
        page in
        page.say(
            """
            UIKit reports many things to a delegate: an object you hand over, which the \
            framework calls back. ReactiveCocoa turns such callbacks into a signal with \
            rac_signalForSelector:fromProtocol:, and with RACDelegateProxy, a delegate \
            object built on it. The Swift counterpart here is a small proxy: a delegate \
            that does nothing but send each callback into a subject. A delegate is held \
            weakly, so something else must keep the proxy, or it would be freed at once; \
            the book warns that a RACDelegateProxy nobody keeps crashes the app with \
            EXC_BAD_ACCESS. Here the picker keeps its proxy, so the signals live exactly \
            as long as the picker.
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
        page.output("photos: \(photos.values)")
        page.say(
            """
            Each photo is drawn by its first letter and each cancel as *. The photos \
            signal carried every pick, including the one after the cancel, and completed \
            when the picker was released at tick 9. takeUntil turned it into "the photos \
            picked before the user cancelled", which completed at the cancel.
            """)
        otherSources(page)
        page.book(
            "-[NSObject rac_signalForSelector:fromProtocol:]", "RACDelegateProxy",
            "-[RACSignal takeUntil:]", "RACSubject",
            "-[UIControl rac_signalForControlEvents:]", "RACObserve",
            "-[UIGestureRecognizer rac_gestureSignal] (the third article's)")
    }

    /// Target-action, a notification and a watched property, as signals; which of them end.
    private static func otherSources(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The first article ends its list of callbacks turned into signals with \
            three more: a control's target-action, a notification, and key-value \
            observing (RACObserve). The workbook has one of each: the text field's \
            keys, NotificationCenter.signal(for:reading:) from the keyboard recipe, \
            and a MutableProperty's signal. All three are subscribed to alike. The \
            third article (内存管理，自动释放 Pipeline) adds which of them end by \
            themselves: a control's signal, a gesture's and RACObserve's complete \
            when their object goes, a notification's never does. Here the field and \
            the property are released at the end:
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
            """
            The keys and the username completed with their objects, and their \
            subscriptions ended there. The notification's had no object to end \
            with: its observer stayed registered until its subscriber disposed of \
            it, which is the subscriber's decision, as take(during:) made it in the \
            keyboard recipe. (The workbook has no gestures; a gesture's signal would \
            behave as the keys do.)
            """)
    }
}
