import Narration

// snippet.asyncStatusRequest
/// The pretend request as an async sequence: each loop over it sends the
/// request again, as each subscriber to `statusRequest` does.
struct AsyncStatusRequest: AsyncSequence {
    let runs: RunCounter
    let print: Printer

    func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        let reply = AsyncStream { continuation in
            print("request #\(runs.increment()) sent")
            continuation.yield("200 OK")
            continuation.finish()
        }
        return reply.makeAsyncIterator()
    }
}
// snippet.end
