import Foundation
import Reactive

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
/// As in the book, the listing, the details and the vote are multicast with
/// `publish().autoconnect()`: the request is sent when the first subscriber
/// arrives, and every subscriber present shares that one request. (A
/// subscriber who arrives after the answer hears only the completion; call
/// the method again for a new request.) Image downloads and the login are
/// plain cold signals, one request per subscriber, as in the book.
///
/// ```swift
/// let importer = PhotoImporter(baseURL: server.baseURL, scheduler: MainScheduler.shared)
/// let photos = importer.importPhotos()
/// photos.subscribeNext { print("grid: \($0.count) photos") }
/// photos.subscribeNext { print("title: \($0[0].name)") }
/// // one request; prints grid: 14 photos, title: Astronaut Eileen Collins
/// ```
///
/// Book: FRPPhotoImporter
public final class PhotoImporter: PhotoImporting {
    /// The API's requests.
    public let api: PhotoAPI
    private let client: HTTPClient
    private let scheduler: any Scheduler

    /// An importer for the API at `baseURL` that delivers on `scheduler`
    /// (`MainScheduler.shared` in the app).
    public init(baseURL: URL, client: HTTPClient = HTTPClient(), scheduler: any Scheduler) {
        self.api = PhotoAPI(baseURL: baseURL)
        self.client = client
        self.scheduler = scheduler
    }

    /// `GET /v1/photos`: the popular photos; multicast.
    ///
    /// Book: `+[FRPPhotoImporter importPhotos]`
    public func importPhotos() -> Signal<[Photo]> {
        let baseURL = api.baseURL
        return send(api.popularPhotos())
            .tryMap { data in try PhotoDecoder.listing(from: data, relativeTo: baseURL) }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// `GET /v1/photos/{id}`: `photo` updated with its details; multicast.
    ///
    /// Book: `+[FRPPhotoImporter fetchPhotoDetails:]`
    public func fetchDetails(for photo: Photo) -> Signal<Photo> {
        let baseURL = api.baseURL
        return send(api.photoDetails(id: photo.id))
            .tryMap { data in
                photo.updated(with: try PhotoDecoder.details(from: data, relativeTo: baseURL))
            }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// The thumbnail, decoded from PPM.
    ///
    /// Book: `+[FRPPhotoImporter downloadThumbnailForPhotoModel:]`
    public func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        download(photo.thumbnailURL)
    }

    /// The full-size image, decoded from PPM; fails with
    /// `PixelsError.missingImageSize` if the details have not given its URL.
    ///
    /// Book: `+[FRPPhotoImporter downloadFullsizedImageForPhotoModel:]`
    public func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard let url = photo.fullSizeURL else {
            return .error(
                PixelsError.missingImageSize(photoID: photo.id, size: PhotoDecoder.fullSize))
        }
        return download(url)
    }

    /// `POST /v1/users/login`: the token; a 401 becomes `PixelsError.loginRejected`.
    ///
    /// Book: `+[FRPPhotoImporter logInWithUsername:password:]`
    public func logIn(username: String, password: String) -> Signal<AuthToken> {
        send(api.login(username: username, password: password))
            .catch { error in .error(Self.isUnauthorized(error) ? PixelsError.loginRejected : error)
            }
            .tryMap { data in try PhotoDecoder.token(from: data) }
            .deliverOn(scheduler)
    }

    /// `POST /v1/photos/{id}/vote`: `photo` updated (voted for); multicast.
    /// Without a token nothing is sent and the signal fails with
    /// `PixelsError.notLoggedIn`, as it does when the server answers 401.
    ///
    /// Book: `+[FRPPhotoImporter voteForPhoto:]`
    public func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        guard let token else { return .error(PixelsError.notLoggedIn) }
        let baseURL = api.baseURL
        return send(api.vote(photoID: photo.id, token: token))
            .catch { error in .error(Self.isUnauthorized(error) ? PixelsError.notLoggedIn : error) }
            .tryMap { data in
                photo.updated(with: try PhotoDecoder.details(from: data, relativeTo: baseURL))
            }
            .deliverOn(scheduler)
            .publish()
            .autoconnect()
    }

    /// One GET of an image, decoded from PPM off the delivery scheduler.
    private func download(_ url: URL) -> Signal<Image> {
        send(api.image(at: url))
            .tryMap { data in try PPM.decode(data) }
            .deliverOn(scheduler)
    }

    /// The callback client as a signal: the body, then completed, or the
    /// error. Disposing cancels the request.
    ///
    /// Book: `+[NSURLConnection rac_sendAsynchronousRequest:]`
    private func send(_ request: URLRequest) -> Signal<Data> {
        Signal { [client] observer in
            let cancellation = client.send(request) { result in
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
