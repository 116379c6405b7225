import Reactive

// snippet.collectionViewDelegateProxy
/// A delegate of a collection view that sends each call's arguments, as a
/// tuple, on a signal. Keep it: delegates are held weakly.
///
/// Book: a RACDelegateProxy for UICollectionViewDelegate
public final class CollectionViewDelegateProxy: CollectionViewDelegate {
    private let calls = Subject<(CollectionView, Int)>()

    /// A proxy with no subscribers yet.
    public init() {}

    /// Each call of `collectionView(_:didSelectItemAt:)`, with its
    /// arguments. Book: `[proxy rac_signalForSelector:@selector(…)]`
    ///
    /// Contract: hot · values: (CollectionView, Int) · errors: none
    ///   completes: never · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a subject)
    public var didSelectItem: Signal<(CollectionView, Int)> {
        calls.signal
    }

    /// Sends the arguments on `didSelectItem`.
    public func collectionView(
        _ collectionView: CollectionView, didSelectItemAt index: Int
    ) {
        calls.sendNext((collectionView, index))
    }
}
// snippet.end

/// A stand-in delegate of the full-size pager that turns each call into a
/// value on a signal: the call's arguments, as a tuple.
///
/// As with any delegate, keep it: the pager holds it weakly.
///
/// ```swift
/// let proxy = FullSizeDelegateProxy()
/// proxy.didScroll.subscribeNext { print("photo", $0.1) }
/// pager.delegate = proxy   // paging prints photo 2, photo 3, …
/// ```
///
/// Book: `[[RACDelegateProxy alloc] initWithProtocol:@protocol(FRPFullSizePhotoViewControllerDelegate)]`
public final class FullSizeDelegateProxy: FullSizeControllerDelegate {
    private let calls = Subject<(PagerController, Int)>()

    /// A proxy with no subscribers yet.
    public init() {}

    /// Each call of `userDidScroll(_:toPhotoAt:)`, its arguments as a tuple.
    ///
    /// Contract: hot · values: (PagerController, Int) · errors: none
    ///   completes: never · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a subject)
    ///
    /// Book: `[proxy rac_signalForSelector:@selector(userDidScroll:toPhotoAtIndex:)]`
    public var didScroll: Signal<(PagerController, Int)> {
        calls.signal
    }

    /// Sends the arguments on `didScroll`.
    public func userDidScroll(_ viewController: PagerController, toPhotoAt index: Int) {
        calls.sendNext((viewController, index))
    }
}
