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
        page.book(
            "-[NSObject rac_signalForSelector:fromProtocol:]", "RACDelegateProxy",
            "-[RACSignal takeUntil:]", "RACSubject")
    }
}
