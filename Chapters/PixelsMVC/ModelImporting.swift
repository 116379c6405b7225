import Reactive

/// What the book's screens ask of its photo importer: the popular photos as
/// models, and a photo's details filled into its model.
///
/// Two importers answer it, the book's two versions: `SubjectImporter`, with
/// replay subjects and completion blocks, and `SignalImporter`, the network
/// layer revisited, with signals all the way down.
///
/// ```swift
/// let importer: any ModelImporting = SubjectImporter(api: PhotoAPI(baseURL: server.baseURL))
/// importer.importPhotos().subscribeNext { print($0.count) }   // prints 14
/// ```
///
/// Book: FRPPhotoImporter's `+importPhotos` and `+fetchPhotoDetails:`
public protocol ModelImporting: Sendable {
    /// The popular photos as models, each downloading its thumbnail into
    /// `thumbnailData`.
    ///
    /// Contract: hot or cold, as each importer says · values: [PhotoModel] · errors: PixelsError
    ///   completes: after the listing · fails: on an HTTP or JSON error
    ///   scheduler: the main scheduler · multicast: yes
    func importPhotos() -> Signal<[PhotoModel]>

    /// `model` with its details: `fullsizeURL` set, and the full-size image
    /// on its way into `fullsizeData`.
    ///
    /// Contract: hot or cold, as each importer says · values: PhotoModel · errors: PixelsError
    ///   completes: after the details · fails: on an HTTP or JSON error
    ///   scheduler: the main scheduler · multicast: yes
    func fetchPhotoDetails(_ model: PhotoModel) -> Signal<PhotoModel>
}
