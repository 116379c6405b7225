import Reactive

/// A view model that keeps a label up to date from its own property, written
/// three ways: capturing `self` strongly, weakly, or not at all.
///
/// Book: `@weakify(self)` / `@strongify(self)` around a `subscribeNext:` block
final class PhotoCountModel: @unchecked Sendable {
    // Unchecked, like the book's view models: used on one thread only.
    /// How the subscription's closure reaches the label.
    enum Capture: String {
        case strongSelf = "self"
        case weakSelf = "[weak self]"
        case label = "[label]"
    }

    /// How many photos there are.
    let count = MutableProperty(0)
    /// The text the screen shows.
    let label = MutableProperty("")

    // snippet.threeCaptures
    init(capturing capture: Capture) {
        switch capture {
        case .strongSelf:
            count.signal.subscribeNext { self.label.value = "\($0) photos" }
        case .weakSelf:
            count.signal.subscribeNext { [weak self] count in
                guard let self else { return }
                self.label.value = "\(count) photos"
            }
        case .label:
            count.signal.subscribeNext { [label] count in
                label.value = "\(count) photos"
            }
        }
    }
    // snippet.end
}
