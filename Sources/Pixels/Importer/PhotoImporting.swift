import Reactive

/// Everything the app asks of the photo API, each answer a signal.
///
/// The view models talk to the API only through this protocol, so tests give
/// them a fake that answers on a `TestScheduler`, and the app gives them a
/// `PhotoImporter` that talks HTTP. Every signal sends one value and
/// completes, or fails with a `PixelsError`; disposing it before the answer
/// cancels the request.
///
/// ```swift
/// let importer: any PhotoImporting = PhotoImporter(baseURL: server.baseURL)
/// importer.importPhotos().subscribeNext { print($0.count) }   // prints 14
/// ```
///
/// Book: FRPPhotoImporter's class methods
public protocol PhotoImporting: Sendable {
    /// The popular photos, without their images. Book: `+importPhotos`
    func importPhotos() -> Signal<[Photo]>

    /// `photo` updated with its details: the full-size URL, the comment count
    /// and whether it has been voted for. Book: `+fetchPhotoDetails:`
    func fetchDetails(for photo: Photo) -> Signal<Photo>

    /// The photo's 32×32 thumbnail. Book: `+downloadThumbnailForPhotoModel:`
    func downloadThumbnail(for photo: Photo) -> Signal<Image>

    /// The photo's full-size image; fails if `photo` has no full-size URL yet
    /// (fetch its details first). Book: `+downloadFullsizeImageForPhotoModel:`
    func downloadFullSize(for photo: Photo) -> Signal<Image>

    /// Logs in and sends the token; fails with `PixelsError.loginRejected`
    /// for wrong credentials. Book: none; the FunctionalReactivePixels
    /// repository's `+logInWithUsername:password:`
    func logIn(username: String, password: String) -> Signal<AuthToken>

    /// Votes for `photo` and sends it updated (voted for). Fails with
    /// `PixelsError.notLoggedIn` without a token, or if the server rejects
    /// it. Book: none; the FunctionalReactivePixels repository's `+voteForPhoto:`
    func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo>
}
