import Foundation
import Reactive

extension NotificationCenter {
    // snippet.notificationStream
    /// Each notification called `name`, as a value read from it by `read`,
    /// in an AsyncStream for one reader.
    ///
    /// Making the stream adds an observer to this center. The stream ends,
    /// and the observer goes, when its reader's task is cancelled or the
    /// stream is released.
    func stream<Value: Sendable>(
        for name: Notification.Name,
        reading read: @escaping @Sendable (Notification) -> Value
    ) -> AsyncStream<Value> {
        AsyncStream { continuation in
            let token = addObserver(
                forName: name, object: nil, queue: nil
            ) { notification in
                continuation.yield(read(notification))
            }
            // snippet.hide
            NotificationObservers.added()
            // snippet.show
            let registration = Locked<(any NSObjectProtocol)?>(token)
            continuation.onTermination = { [weak self] _ in
                registration.withLock { token in
                    if let token { self?.removeObserver(token) }
                    token = nil
                }
                // snippet.hide
                NotificationObservers.removed()
                // snippet.show
            }
        }
    }
    // snippet.end
}
