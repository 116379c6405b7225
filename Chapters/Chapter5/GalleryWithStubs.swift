import Narration
import Reactive

/// The gallery as far as the book's other way to a delegate's signal goes:
/// a signal of calls to a method on the gallery itself.
///
/// The book asks ReactiveCocoa for a signal of calls to `self`'s
/// `userDidScroll:toPhotoAtIndex:`, and writes the method as an empty stub so
/// the compiler knows it exists. Swift cannot intercept a call, so here the
/// method itself sends what it was told.
///
/// Book: FRPGalleryViewController with `rac_signalForSelector:` on `self`
final class GalleryWithStubs: Sendable {
    private let scrolls = Subject<Int>()

    deinit {
        scrolls.sendCompleted()
    }

    // snippet.delegateStub
    /// Each index the full-size view scrolled to: what
    /// `rac_signalForSelector:@selector(userDidScroll:toPhotoAtIndex:)` gave.
    ///
    /// Contract: hot · values: Int · errors: none
    ///   completes: when the gallery is released · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a subject)
    var didScroll: Signal<Int> { scrolls.signal }

    /// The delegate method: an empty stub in the book, one line here.
    func userDidScroll(toPhotoAt index: Int) {
        scrolls.sendNext(index)
    }
    // snippet.end
}

/// The contract of `GalleryWithStubs.didScroll`, for the narration.
let didScrollContract = Contract(
    .hot, values: "Int", errors: "none",
    completes: "when the gallery is released", fails: "never",
    scheduler: "the caller's (no hop)", multicast: "yes (a subject)",
    zh: .init(
        errors: "无", completes: "画廊释放时", fails: "从不",
        scheduler: "调用者所在的线程（不切换）", multicast: "是（一个 subject）"))
