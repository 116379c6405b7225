import Pixels
import Reactive

/// The book's photo importer after "the network layer revisited": every
/// request a signal, images bound into their models, and the listing and the
/// details shared with `publish()` and `autoconnect()`.
///
/// It sits on the app's `PhotoImporter` (or any `PhotoImporting`, such as a
/// test's fake), which already is that network layer: each request a cold
/// signal, decoded off the main thread, delivered on the main scheduler. What
/// it adds is the book's models: it makes them, and binds each image
/// download into its model's property.
///
/// ```swift
/// let importer = SignalImporter(PhotoImporter(baseURL: url, scheduler: MainScheduler.shared))
/// importer.importPhotos().subscribeNext { print($0.count) }   // prints 14, later
/// ```
///
/// Book: FRPPhotoImporter, with `rac_sendAsynchronousRequest:` (网络层回访)
public final class SignalImporter: ModelImporting {
    /// The photo API's requests, as signals.
    public let photos: any PhotoImporting

    /// An importer that asks `photos` for each request.
    public init(_ photos: any PhotoImporting) {
        self.photos = photos
    }

    // snippet.signalImporter
    /// Contract: cold · values: [PhotoModel] · errors: PixelsError
    ///   completes: after the listing · fails: on an HTTP or JSON error
    ///   scheduler: the photo API's · multicast: yes (until it answers)
    public func importPhotos() -> Signal<[PhotoModel]> {
        photos.importPhotos()
            .map { list in
                list.map { photo in
                    let model = PhotoModel(photo)
                    self.downloadThumbnail(for: model)
                    return model
                }
            }
            .publish()
            .autoconnect()
    }

    /// Contract: cold · values: PhotoModel · errors: PixelsError
    ///   completes: after the details · fails: on an HTTP or JSON error
    ///   scheduler: the photo API's · multicast: yes (until it answers)
    public func fetchPhotoDetails(_ model: PhotoModel) -> Signal<PhotoModel> {
        photos.fetchDetails(for: model.photo)
            .map { details in
                model.fullsizeURL.value = details.fullSizeURL
                self.downloadFullsizeImage(for: model)
                return model
            }
            .publish()
            .autoconnect()
    }

    func downloadThumbnail(for model: PhotoModel) {
        model.thumbnailData
            <~ photos.downloadThumbnail(for: model.photo).map { $0 }
    }

    func downloadFullsizeImage(for model: PhotoModel) {
        model.fullsizeData
            <~ photos.downloadFullSize(for: model.photo).map { $0 }
    }
    // snippet.end
}
