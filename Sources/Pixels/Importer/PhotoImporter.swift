import Foundation
import Reactive
import WorkbookKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's way to the photo API: every request as a signal, delivered on
/// the scheduler you choose.
///
/// Each operation wraps one callback-based `HTTPClient` request in a signal:
/// subscribing sends the request, the answer is decoded off the delivery
/// scheduler (JSON into `Photo` models, PPM into `Image`s), and the result is
/// delivered on `scheduler`. Disposing before the answer cancels the request.
/// Every failure is an error on the signal, never a crash: an HTTP status of
/// 400 or more, malformed JSON, a missing image size, a broken PPM, a refused
/// connection or a timeout (see `PixelsError`).
///
/// Whatever the server sends, the importer takes a bounded amount: each
/// request has the client's total deadline and the `ResponseLimit` of its
/// kind; a thumbnail may be at most `largestThumbnailSide` pixels wide and
/// tall, a full-size image `largestFullSizeSide`; a page of the listing
/// gives at most `PhotoDecoder.maximumPhotosPerPage` photos, and the
/// importer logs how many it dropped. Only `http` and `https` image URLs
/// are followed.
///
/// As in the book, the listing and the details are multicast with
/// `publish().autoconnect()`, and so is the vote, as in the
/// FunctionalReactivePixels repository: the request is sent when the first
/// subscriber arrives, and every subscriber present shares that one request.
/// (A subscriber who arrives after the answer hears only the completion;
/// call the method again for a new request.) Image downloads, as in the
/// book, and the login are plain cold signals, one request per subscriber.
///
/// ```swift
/// let importer = PhotoImporter(baseURL: server.baseURL, scheduler: MainScheduler.shared)
/// let photos = importer.importPhotos()
/// photos.subscribeNext { print("grid: \($0.count) photos") }
/// photos.subscribeNext { print("title: \($0[0].name)") }
/// // one request; prints grid: 14 photos, title: Astronaut Eileen Collins
/// ```
///
/// Differs from RAC2: the answer is decoded before it is delivered on
/// `scheduler`, off the main thread; the book's revised importer delivers
/// on the main thread first, then parses the JSON there.
///
/// Book: FRPPhotoImporter, as 网络层回访 leaves it
public final class PhotoImporter: PhotoImporting {
    /// The widest and tallest thumbnail accepted: 512 pixels. A larger one
    /// fails with `PixelsError.imageTooLarge`.
    public static let largestThumbnailSide = 512
    /// The widest and tallest full-size image accepted: 2048 pixels.
    public static let largestFullSizeSide = 2048

    /// The API's requests.
    public let api: PhotoAPI
    private let client: HTTPClient
    private let scheduler: any Scheduler
    private let log: @Sendable (String) -> Void
    private let language: Language

    /// An importer for the API at `baseURL` that delivers on `scheduler`
    /// (`MainScheduler.shared` in the app) and writes what it drops from a
    /// listing as one line to `log` (standard error by default), in `language`.
    public init(
        baseURL: URL, client: HTTPClient = HTTPClient(), scheduler: any Scheduler,
        log: @escaping @Sendable (String) -> Void = PhotoImporter.logToStandardError,
        language: Language = .english
    ) {
        self.api = PhotoAPI(baseURL: baseURL)
        self.client = client
        self.scheduler = scheduler
        self.log = log
        self.language = language
    }

    /// Writes a line to standard error.
    public static let logToStandardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `GET /v1/photos`: the popular photos; multicast.
    ///
    /// Book: `+[FRPPhotoImporter importPhotos]`
    public func importPhotos() -> Signal<[Photo]> {
        let baseURL = api.baseURL
        let log = log
        let language = language
        return send(api.popularPhotos(), limit: .listing)
            .tryMap { data in
                let page = try PhotoDecoder.listingPage(from: data, relativeTo: baseURL)
                if page.droppedCount > 0 {
                    let listed = page.photos.count + page.droppedCount
                    let line = Bilingual(
                        en: "Importer: the photo API listed \(listed) photos on one page; kept the "
                            + "first \(page.photos.count) and dropped \(page.droppedCount)",
                        zh: "导入器：照片 API 在一页里列出了 \(listed) 张照片；保留前 "
                            + "\(page.photos.count) 张，丢弃了 \(page.droppedCount) 张")
                    log(line.text(in: language))
                }
                return page.photos
            }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// `GET /v1/photos/{id}`: `photo` updated with its details; multicast.
    ///
    /// Book: `+[FRPPhotoImporter fetchPhotoDetails:]`
    public func fetchDetails(for photo: Photo) -> Signal<Photo> {
        let baseURL = api.baseURL
        return send(api.photoDetails(id: photo.id), limit: .details)
            .tryMap { data in
                photo.updated(with: try PhotoDecoder.details(from: data, relativeTo: baseURL))
            }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// The thumbnail, decoded from PPM: at most `largestThumbnailSide`
    /// pixels wide and tall.
    ///
    /// Book: `+[FRPPhotoImporter downloadThumbnailForPhotoModel:]`
    public func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        download(photo.thumbnailURL, limit: .thumbnail, largestSide: Self.largestThumbnailSide)
    }

    /// The full-size image, decoded from PPM: at most `largestFullSizeSide`
    /// pixels wide and tall. Fails with `PixelsError.missingImageSize` if the
    /// details have not given its URL.
    ///
    /// Book: `+[FRPPhotoImporter downloadFullsizeImageForPhotoModel:]`
    public func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard let url = photo.fullSizeURL else {
            return .error(
                PixelsError.missingImageSize(photoID: photo.id, size: PhotoDecoder.fullSize))
        }
        return download(url, limit: .fullSize, largestSide: Self.largestFullSizeSide)
    }

    /// `POST /v1/users/login`: the token; a 401 becomes `PixelsError.loginRejected`.
    ///
    /// Book: none; the FunctionalReactivePixels repository's
    /// `+[FRPPhotoImporter logInWithUsername:password:]`
    public func logIn(username: String, password: String) -> Signal<AuthToken> {
        send(api.login(username: username, password: password), limit: .login)
            .catch { error in .error(Self.isUnauthorized(error) ? PixelsError.loginRejected : error)
            }
            .tryMap { data in try PhotoDecoder.token(from: data) }
            .deliverOn(scheduler)
    }

    /// `POST /v1/photos/{id}/vote`: `photo` updated (voted for); multicast.
    /// Without a token nothing is sent and the signal fails with
    /// `PixelsError.notLoggedIn`, as it does when the server answers 401.
    ///
    /// Book: none; the FunctionalReactivePixels repository's
    /// `+[FRPPhotoImporter voteForPhoto:]`
    public func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        guard let token else { return .error(PixelsError.notLoggedIn) }
        let baseURL = api.baseURL
        return send(api.vote(photoID: photo.id, token: token), limit: .vote)
            .catch { error in .error(Self.isUnauthorized(error) ? PixelsError.notLoggedIn : error) }
            .tryMap { data in
                photo.updated(with: try PhotoDecoder.details(from: data, relativeTo: baseURL))
            }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// One GET of an image, decoded from PPM off the delivery scheduler.
    private func download(_ url: URL, limit: ResponseLimit, largestSide: Int) -> Signal<Image> {
        send(api.image(at: url), limit: limit)
            .tryMap { data in try PPM.decode(data, maximumSide: largestSide) }
            .deliverOn(scheduler)
    }

    /// The callback client as a signal: the body, then completed, or the
    /// error. Disposing cancels the request.
    ///
    /// Book: `+[NSURLConnection rac_sendAsynchronousRequest:]`
    private func send(_ request: URLRequest, limit: ResponseLimit) -> Signal<Data> {
        Signal { [client] observer in
            let cancellation = client.send(request, limit: limit) { result in
                switch result {
                case .success(let data):
                    observer.sendNext(data)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.sendError(error)
                }
            }
            return ActionDisposable { cancellation.cancel() }
        }
    }

    private static func isUnauthorized(_ error: any Error) -> Bool {
        if case .httpStatus(401, _)? = error as? PixelsError { return true }
        return false
    }
}
