import Reactive

/// An object that tells the bindings into it when it goes away, through its
/// lifetime: an image view, a view controller.
///
/// Book: an NSObject, whose `-rac_willDeallocSignal` ends the bindings into it
public protocol BindingOwner: AnyObject, Sendable {
    /// Ends when the object goes away.
    var lifetime: Lifetime { get }
}

extension ImageView: BindingOwner {}

extension Signal {
    /// Writes each value into `object`'s `keyPath`, until the signal ends,
    /// `object` goes away, or the returned disposable is disposed of.
    ///
    /// The same binding as `BindingTarget(object, keyPath, lifetime:
    /// object.lifetime) <~ signal`, spelled as the book first spells it; the
    /// book itself soon writes the `RAC()` macro instead, as this workbook
    /// soon writes `<~`.
    ///
    /// ```swift
    /// let imageView = ImageView()
    /// let binding = thumbnails.setKeyPath(\.image, onObject: imageView)
    /// binding.dispose()   // the image view no longer follows thumbnails
    /// ```
    ///
    /// Book: `-[RACSignal setKeyPath:onObject:]`
    @discardableResult
    public func setKeyPath<Object: BindingOwner>(
        _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable, onObject object: Object
    ) -> any Disposable {
        BindingTarget(object, keyPath, lifetime: object.lifetime) <~ self
    }
}
