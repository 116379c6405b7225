/// The link from an observer to the one it feeds, in a chain that ends in
/// a loose observer (the anchor): the feeder has ended when the anchor has,
/// and asking it costs one step however long the chain is. Only such
/// chains, under `subscribeOn`, pay for this object.
///
/// A feeder keeps its link after it has stopped, since another thread may
/// still be asking it; so the link holds the observer it feeds weakly, and
/// the levels of a deep recursion do not hold one another through it.
///
/// Book: none; RAC2's `-subscribeOn:` disposes its source in a block it schedules
final class AnchoredLink: Feedable {
    private weak let downstream: (any Feedable)?
    let anchor: (any Feedable)?

    init(to downstream: any Feedable, anchor: any Feedable) {
        self.downstream = downstream
        self.anchor = anchor
    }

    func letGo(of feeder: any Disposable) {
        downstream?.letGo(of: feeder)
    }

    var isDisposed: Bool {
        anchor?.isDisposed ?? false
    }
}

/// What an observer feeding another needs from it: an `Observer`, or an
/// `AnchoredLink` to one.
///
/// Book: none; the subscriber each RACSignal operator makes holds its
/// downstream subscriber strongly
protocol Feedable: AnyObject, Sendable {
    /// Stops holding `feeder`, which has stopped on its own.
    func letGo(of feeder: any Disposable)
    /// Whether the subscription has ended.
    var isDisposed: Bool { get }
    /// The loose observer whose end ends this one, if any.
    var anchor: (any Feedable)? { get }
}
