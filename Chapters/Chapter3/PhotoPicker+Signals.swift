import Narration
import Reactive

/// A delegate that forwards each callback into a subject, so the callbacks
/// can be read as signals. The picker keeps it alive; when the picker goes,
/// the proxy goes too, and its signals complete.
///
/// Book: RACDelegateProxy, which RAC2 builds on `-rac_signalForSelector:fromProtocol:`
final class PhotoPickerProxy: PhotoPickerDelegate {
    /// Each photo picked.
    let picked = Subject<String>()
    /// Each cancellation.
    let cancelled = Subject<Void>()

    deinit {
        picked.sendCompleted()
        cancelled.sendCompleted()
    }

    func photoPicker(_ picker: PhotoPicker, didPick photo: String) {
        picked.sendNext(photo)
    }

    func photoPickerDidCancel(_ picker: PhotoPicker) {
        cancelled.sendNext(())
    }
}

extension PhotoPicker {
    /// The picker's proxy, made and installed as its delegate on first use.
    private var installedProxy: PhotoPickerProxy {
        let (proxy, isNew) = self.proxy.withLock { stored in
            if let stored { return (stored, false) }
            let made = PhotoPickerProxy()
            stored = made
            return (made, true)
        }
        if isNew { delegate = proxy }
        return proxy
    }

    /// Each photo the user picks.
    ///
    /// Contract: hot · values: String · errors: none
    ///   completes: when the picker is released · fails: never
    ///   scheduler: the picker's thread (no hop) · multicast: yes (one proxy for all)
    ///
    /// Book: `[self rac_signalForSelector:@selector(imagePickerController:didFinish…:)
    ///   fromProtocol:@protocol(UIImagePickerControllerDelegate)]`
    var pickedPhotos: Signal<String> {
        installedProxy.picked.signal
    }

    /// Each time the user cancels.
    ///
    /// Contract: hot · values: Void · errors: none
    ///   completes: when the picker is released · fails: never
    ///   scheduler: the picker's thread (no hop) · multicast: yes (one proxy for all)
    ///
    /// Book: `-rac_signalForSelector:@selector(imagePickerControllerDidCancel:) fromProtocol:`
    var cancellations: Signal<Void> {
        installedProxy.cancelled.signal
    }

    /// The contract of `pickedPhotos`, for the narration.
    static let pickedPhotosContract = Contract(
        .hot, values: "String", errors: "none",
        completes: "when the picker is released", fails: "never",
        scheduler: "the picker's thread (no hop)", multicast: "yes (one proxy for all)",
        zh: .init(
            errors: "无", completes: "照片选择器被释放时", fails: "从不", scheduler: "照片选择器所在的线程（不切换）",
            multicast: "是（大家共用一个委托代理）"))

    /// The contract of `cancellations`, for the narration.
    static let cancellationsContract = Contract(
        .hot, values: "Void", errors: "none",
        completes: "when the picker is released", fails: "never",
        scheduler: "the picker's thread (no hop)", multicast: "yes (one proxy for all)",
        zh: .init(
            errors: "无", completes: "照片选择器被释放时", fails: "从不", scheduler: "照片选择器所在的线程（不切换）",
            multicast: "是（大家共用一个委托代理）"))
}
