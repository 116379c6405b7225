import Reactive

extension Signal {
    /// The value the signal sends at once to a new subscriber, or `nil` if it
    /// sends none at once.
    ///
    /// A view model's state signals send their current value on subscription,
    /// as a property does, so this reads what the screen would show now. It
    /// subscribes, takes what arrives during the call, and disposes.
    ///
    /// ```swift
    /// let name = MutableProperty("Ash")
    /// print(name.signal.currentValue ?? "none")   // prints Ash
    /// ```
    ///
    /// Book: reading a property the view model exposes, such as `viewModel.photoName`
    var currentValue: Value? {
        let latest = Locked<Value?>(nil)
        subscribeNext { value in latest.withLock { $0 = value } }.dispose()
        return latest.withLock { $0 }
    }
}
