import Foundation
import Pixels
import Reactive

// snippet.coldImporter
/// The listing as a plain cold signal: a request for each subscriber.
///
/// Contract: cold · values: [Photo] · errors: PixelsError
///   completes: after the listing · fails: on an HTTP or JSON error
///   scheduler: the HTTP client's callback queue · multicast: no
// snippet.hide
///
/// Book: `+[NSURLConnection rac_sendAsynchronousRequest:]`, before `-publish`
// snippet.show
func importPhotosCold(
    from api: PhotoAPI, client: HTTPClient
) -> Signal<[Photo]> {
    Signal { observer in
        let request = client.send(api.popularPhotos()) { result in
            switch result {
            case .success(let data):
                do {
                    let photos = try PhotoDecoder.listing(
                        from: data, relativeTo: api.baseURL)
                    observer.sendNext(photos)
                    observer.sendCompleted()
                } catch {
                    observer.sendError(error)
                }
            case .failure(let error):
                observer.sendError(error)
            }
        }
        return ActionDisposable { request.cancel() }
    }
}
// snippet.end
