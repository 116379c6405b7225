import Foundation
import Pixels
import Reactive

// snippet.subjectImporter
// snippet.hide
/// The book's first importer: the request goes out at once, and a replay
/// subject hands the answer to every subscriber, however late.
///
// snippet.show
/// Contract: hot · values: [Photo] · errors: PixelsError
///   completes: after the listing · fails: on an HTTP or JSON error
///   scheduler: the HTTP client's callback queue · multicast: yes (replays)
// snippet.hide
///
/// Book: `+[FRPPhotoImporter importPhotos]` returning a RACReplaySubject
// snippet.show
func importPhotosWithSubject(
    from api: PhotoAPI, client: HTTPClient
) -> Signal<[Photo]> {
    let subject = ReplaySubject<[Photo]>()
    client.send(api.popularPhotos()) { result in
        switch result {
        case .success(let data):
            do {
                let photos = try PhotoDecoder.listing(
                    from: data, relativeTo: api.baseURL)
                subject.sendNext(photos)
                subject.sendCompleted()
            } catch {
                subject.sendError(error)
            }
        case .failure(let error):
            subject.sendError(error)
        }
    }
    return subject.signal
}
// snippet.end

/// The listing as a plain cold signal: each subscriber sends its own request.
///
/// Contract: cold · values: [Photo] · errors: PixelsError
///   completes: after the listing · fails: on an HTTP or JSON error
///   scheduler: the HTTP client's callback queue · multicast: no
///
/// Book: `+[NSURLConnection rac_sendAsynchronousRequest:]`, before `-publish`
func importPhotosCold(from api: PhotoAPI, client: HTTPClient) -> Signal<[Photo]> {
    Signal { observer in
        let request = client.send(api.popularPhotos()) { result in
            switch result {
            case .success(let data):
                do {
                    observer.sendNext(
                        try PhotoDecoder.listing(from: data, relativeTo: api.baseURL))
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

// snippet.sharedImporter
// snippet.hide
/// The book's revised importer, as the app's `PhotoImporter.importPhotos()`
/// has it: the cold request, shared by the subscribers who come before the
/// answer, with one request sent when the first of them subscribes.
///
// snippet.show
/// Contract: cold · values: [Photo] · errors: PixelsError
///   completes: after the listing · fails: on an HTTP or JSON error
///   scheduler: the one given · multicast: yes (until it answers)
// snippet.hide
///
/// Book: `+[FRPPhotoImporter importPhotos]` with `-publish` and `-autoconnect`
// snippet.show
func importPhotosShared(
    from api: PhotoAPI, client: HTTPClient, on scheduler: any Scheduler
) -> Signal<[Photo]> {
    importPhotosCold(from: api, client: client)
        .deliverOn(scheduler)
        .publish()
        .autoconnect()
}
// snippet.end
