import Foundation
import Narration
import Pixels
import Reactive

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// snippet.sendAsynchronousRequest
/// A request as a cold signal of the response and the data, sent
/// once the answer is in, then completed; each subscriber sends the
/// request again. The client fails on any status but 2xx, so the
/// response here is only the request's URL.
///
/// Book: `+[NSURLConnection rac_sendAsynchronousRequest:]`, a RACTuple
/// of the response and the data
func sendAsynchronousRequest(
    _ request: URLRequest, on client: HTTPClient
) -> Signal<(response: URL?, data: Data)> {
    Signal { observer in
        let task = client.send(request) { result in
            switch result {
            case .success(let data):
                observer.sendNext((response: request.url, data: data))
                observer.sendCompleted()
            case .failure(let error):
                observer.sendError(error)
            }
        }
        return ActionDisposable { task.cancel() }
    }
}
// snippet.end

extension Section {
    /// The book's chain for one request: send it, keep the data, deliver on
    /// the main thread; run against the workbook's server.
    static func requestChain(_ run: PhotoAPIRun, _ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The chain the book builds for each request has three links: \
                rac_sendAsynchronousRequest: sends the response and the data together, \
                map keeps the second, the data, and deliverOn: moves what is left to the \
                main thread. Here is the first link, then the chain, run on the listing:
                """,
            zh: """
                书中为每个请求搭的链有三环：rac_sendAsynchronousRequest: 把响应和数据一起发出，\
                map 只留下第二个元素，也就是数据，deliverOn: 再把剩下的移到主线程上。\
                下面先是第一环，然后是整条链，用在照片列表上：
                """)
        page.code(.sendAsynchronousRequest)
        let finished = Locked(false)
        page.code(.requestChain)
        // snippet.requestChain
        let api = run.api
        let request = api.popularPhotos()
        let listing = sendAsynchronousRequest(request, on: HTTPClient())
            .map { $0.data }  // the book: return value.second;
            .deliverOn(MainScheduler.shared)
        listing.subscribeNext { data in
            let photos = try? PhotoDecoder.listing(
                from: data, relativeTo: api.baseURL)
            print(photos?.count ?? 0, "photos, on main:", Thread.isMainThread)
            // snippet.hide
            finished.withLock { $0 = true }
            // snippet.show
        }
        // snippet.end
        // One subscription: the signal is cold, and a second would send the
        // request again, and could end the wait before the first has printed.
        runMainLoop { finished.withLock { $0 } }
    }
}
