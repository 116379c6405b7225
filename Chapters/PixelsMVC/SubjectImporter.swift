import Foundation
import Pixels
import Reactive

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The book's first photo importer: each request goes out at once, and a
/// replay subject hands its answer to every subscriber, however late.
///
/// It talks HTTP through callbacks, as the book's importer calls
/// `sendAsynchronousRequest:queue:completionHandler:`, and hops to
/// `scheduler` (the main one) to send, as the book passes the main queue.
/// The listing's photos download their thumbnails at once, each into its
/// model through a completion block; a photo's details start the download of
/// its full-size image the same way.
///
/// ```swift
/// let importer = SubjectImporter(api: PhotoAPI(baseURL: server.baseURL))
/// importer.importPhotos().subscribeNext { print($0.count) }   // prints 14, later
/// ```
///
/// Book: FRPPhotoImporter, with `RACReplaySubject` (FunctionalReactivePixels的基础知识)
public final class SubjectImporter: ModelImporting {
    /// The requests of the API it talks to.
    public let api: PhotoAPI
    private let client: HTTPClient
    private let scheduler: any Scheduler

    /// An importer for `api` that sends its answers on `scheduler`.
    public init(
        api: PhotoAPI, client: HTTPClient = HTTPClient(),
        scheduler: any Scheduler = MainScheduler.shared
    ) {
        self.api = api
        self.client = client
        self.scheduler = scheduler
    }

    // snippet.subjectImportPhotos
    /// Contract: hot · values: [PhotoModel] · errors: PixelsError, JSON's
    ///   completes: after the listing · fails: on an HTTP or JSON error
    ///   scheduler: the one given · multicast: yes (replays)
    public func importPhotos() -> Signal<[PhotoModel]> {
        let subject = ReplaySubject<[PhotoModel]>()
        send(popularURLRequest(api), to: subject) { data in
            let listing = try JSONDecoder().decode(
                PhotoDictionary.Listing.self, from: data)
            return listing.photos.map { dictionary in
                let model = PhotoModel(dictionary, relativeTo: self.api.baseURL)
                self.downloadThumbnail(for: model)
                return model
            }
        }
        return subject.signal
    }

    /// Sends `request`; on the scheduler, sends what `parse` makes of the
    /// answer into `subject` and completes it, or sends the error.
    private func send<Value>(
        _ request: URLRequest, to subject: ReplaySubject<Value>,
        parse: @escaping @Sendable (Data) throws -> Value
    ) {
        client.send(request) { [scheduler] result in
            scheduler.schedule {
                do {
                    subject.sendNext(try parse(result.get()))
                    subject.sendCompleted()
                } catch {
                    subject.sendError(error)
                }
            }
        }
    }
    // snippet.end

    // snippet.subjectFetchPhotoDetails
    /// Contract: hot · values: PhotoModel · errors: PixelsError, JSON's
    ///   completes: after the details · fails: on an HTTP or JSON error
    ///   scheduler: the one given · multicast: yes (replays)
    public func fetchPhotoDetails(_ model: PhotoModel) -> Signal<PhotoModel> {
        let subject = ReplaySubject<PhotoModel>()
        send(api.photoDetails(id: model.identifier), to: subject) { data in
            let details = try JSONDecoder().decode(
                PhotoDictionary.Details.self, from: data)
            model.configure(
                withDetails: details.photo, relativeTo: self.api.baseURL)
            self.downloadFullsizeImage(for: model)
            return model
        }
        return subject.signal
    }
    // snippet.end

    // snippet.downloadWithCompletion
    func downloadThumbnail(for model: PhotoModel) {
        download(model.thumbnailURL) { model.thumbnailData.value = $0 }
    }

    func downloadFullsizeImage(for model: PhotoModel) {
        guard let url = model.fullsizeURL.value else { return }
        download(url) { image in model.fullsizeData.value = image }
    }

    /// Downloads and decodes the image at `url`; `completion` gets it, or nil.
    func download(
        _ url: URL, completion: @escaping @Sendable (Image?) -> Void
    ) {
        client.send(api.image(at: url)) { [scheduler] result in
            let image = try? PPM.decode(result.get())
            scheduler.schedule { completion(image) }
        }
    }
    // snippet.end
}
