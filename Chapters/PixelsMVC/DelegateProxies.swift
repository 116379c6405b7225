import Reactive

/// A stand-in delegate of a collection view that turns each call into a
/// value on a signal: the call's arguments, as a tuple.
///
/// Delegates are held weakly, so whoever uses the proxy must keep it: the
/// book's gallery keeps it in a strong property. A proxy nobody keeps is
/// freed at once, and its calls go nowhere.
///
/// ```swift
/// let proxy = CollectionViewDelegateProxy()
/// proxy.didSelectItem.subscribeNext { print("item", $0.1) }
/// collectionView.delegate = proxy
/// proxy.collectionView(collectionView, didSelectItemAt: 2)   // prints item 2
/// ```
///
/// Book: `[[RACDelegateProxy alloc] initWithProtocol:@protocol(UICollectionViewDelegate)]`
// snippet.collectionViewDelegateProxy
public final class CollectionViewDelegateProxy: CollectionViewDelegate {
    private let calls = Subject<(CollectionView, Int)>()

    // snippet.hide
    /// A proxy with no subscribers yet.
    // snippet.show
    public init() {}

    /// Each call of `collectionView(_:didSelectItemAt:)`, with its
    /// arguments as a tuple.
    ///
    /// Contract: hot · values: (CollectionView, Int) · errors: none
    ///   completes: never · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a subject)
    // snippet.hide
    ///
    /// Book: `[proxy rac_signalForSelector:@selector(collectionView:didSelectItemAtIndexPath:)]`
    // snippet.show
    public var didSelectItem: Signal<(CollectionView, Int)> {
        calls.signal
    }

    // snippet.hide
    /// Sends the arguments on `didSelectItem`.
    // snippet.show
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
