import Foundation
import Reactive

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request an `HTTPClient` has in flight: where it goes, what it may
/// read, what has come so far and whom to tell.
struct Transfer: Sendable {
    let task: URLSessionTask
    let url: String
    let limit: ResponseLimit
    let completion: @Sendable (Result<Data, PixelsError>) -> Void
    var status: Int?
    var body = Data()
}

/// The `https:` requests an `HTTPClient` has in flight through
/// `URLSession`, by task, and the session's delegate that feeds them as the
/// bytes arrive.
///
/// Each transfer ends exactly once, whichever comes first: the task
/// completes, the body passes its limit, the deadline fires, or the caller
/// cancels (which reports nothing). Ending
/// removes the transfer under the lock; its completion runs after, outside.
///
/// ```swift
/// let table = TransferTable()
/// let session = URLSession(configuration: .ephemeral, delegate: table, delegateQueue: nil)
/// ```
///
/// Book: none; `NSURLConnection` keeps its transfers out of sight
final class TransferTable: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Locked<[Int: Transfer]>([:])

    /// Starts tracking `transfer` as task `id`.
    func add(_ transfer: Transfer, id: Int) {
        transfers.withLock { $0[id] = transfer }
    }

    /// Stops tracking task `id` without a word: its caller cancelled it.
    func forget(_ id: Int) {
        _ = transfers.withLock { $0.removeValue(forKey: id) }
    }

    /// Ends task `id` at its deadline with `timedOut`, if it is still going.
    func expire(_ id: Int) {
        guard let transfer = remove(id) else { return }
        transfer.completion(.failure(.timedOut(url: transfer.url)))
        transfer.task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let announced = response.expectedContentLength
        let tooLarge = transfers.withLock { transfers -> Bool in
            transfers[id]?.status = (response as? HTTPURLResponse)?.statusCode
            guard let limit = transfers[id]?.limit.maximumBytes else { return false }
            return announced > Int64(limit)
        }
        if tooLarge { failTooLarge(id) }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let tooLarge = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[id] else { return false }
            guard transfer.body.count + data.count <= transfer.limit.maximumBytes else {
                return true
            }
            transfers[id] = nil  // no copy of the body while it grows
            transfer.body.append(data)
            transfers[id] = transfer
            return false
        }
        if tooLarge { failTooLarge(id) }
    }

    /// Redirects are not followed: the `3xx` answer itself completes the
    /// task, and becomes an `httpStatus` error.
    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @Sendable @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        guard let transfer = remove(task.taskIdentifier) else { return }
        if let error {
            let code = (error as? URLError)?.code
            if code == .cancelled { return }
            transfer.completion(
                .failure(HTTPClient.transportError(code, error, url: transfer.url)))
        } else if let status = transfer.status, status >= 300 {
            transfer.completion(.failure(.httpStatus(status, url: transfer.url)))
        } else {
            transfer.completion(.success(transfer.body))
        }
    }

    /// Ends task `id` with `responseTooLarge` and cancels it.
    private func failTooLarge(_ id: Int) {
        guard let transfer = remove(id) else { return }
        transfer.completion(.failure(.responseTooLarge(transfer.limit)))
        transfer.task.cancel()
    }

    /// Stops tracking task `id`; the transfer, if it was still going. (Its
    /// deadline may still fire, and then finds nothing to end.)
    private func remove(_ id: Int) -> Transfer? {
        transfers.withLock { $0.removeValue(forKey: id) }
    }
}
