import Foundation
import Narration
import Reactive

extension Section {
    /// Notifications as a signal and as an AsyncStream, side by side; then
    /// disposing a subscription against cancelling the task that reads a stream.
    static let today = Section.today(
        "AsyncStream and Task", "AsyncStream 与 Task", chapter: 3,
        book: [
            "-[NSNotificationCenter rac_addObserverForName:object:]", "+[RACSignal createSignal:]",
            "-[RACDisposable dispose]",
        ]
    ) { page in
        let print = page.printer
        page.say(
            """
            This chapter turned callbacks into signals by hand: `Signal { observer in \
            … }` registers a callback when someone subscribes, and returns a disposable \
            that unregisters it. NotificationCenter+Signal.swift does that for \
            Foundation's NotificationCenter, and the keyboard recipe used it. Swift \
            concurrency's tool for the same job is `AsyncStream { continuation in … }`: \
            register the callback, hand each value to `continuation.yield`, and \
            unregister in `onTermination`, which runs when the stream ends. The same \
            bridge as a stream:
            """)
        page.code(.notificationStream)
        page.say(
            """
            Two keyboard notifications, posted to a signal's subscriber and then to a \
            stream's reader, with a line before each post:
            """)
        page.code(.postToSignal)
        // snippet.postToSignal
        let center = NotificationCenter()
        let heights = center.signal(for: .keyboardWillShow) {
            $0.userInfo?["height"] as? Double ?? 0
        }
        let subscription = heights.subscribeNext { print("signal got \($0)") }
        for height in [216.0, 260.0] {
            print("posting \(height)")
            center.post(
                name: .keyboardWillShow, object: nil, userInfo: ["height": height])
        }
        subscription.dispose()
        print("after dispose: \(NotificationObservers.registered) observers")
        // snippet.end
        page.code(.postToStream)
        page.runAsync {
            // snippet.postToStream
            let center = NotificationCenter()
            let heights = center.stream(for: .keyboardWillShow) {
                $0.userInfo?["height"] as? Double ?? 0
            }
            for height in [216.0, 260.0] {
                print("posting \(height)")
                center.post(
                    name: .keyboardWillShow, object: nil, userInfo: ["height": height])
            }
            var reader = heights.makeAsyncIterator()
            print("stream got \(await reader.next() ?? 0)")
            print("stream got \(await reader.next() ?? 0)")
            // snippet.end
        }
        page.say(
            """
            The same posts gave the same heights, at different moments. The signal's \
            subscriber ran inside each post, on the posting thread, before `post` \
            returned. The stream kept both heights until its reader asked: an \
            AsyncStream buffers everything by default (a `bufferingPolicy` of \
            `.bufferingNewest(1)` would keep only the latest), and its reader runs in \
            its own task, at its own pace, on whatever thread that task is given.
            """)
        page.say(
            """
            Ending differs too. `dispose()` removed the observer before it returned. \
            A stream's reader is a task, and cancelling the task ends the stream: its \
            `onTermination` runs and removes the observer. But `cancel()` only asks. \
            The task stops at its next await, and what was yielded before the cancel \
            is still read, so printing the count straight after `cancel()` could show \
            either answer. Once the task has finished, it is settled:
            """)
        page.code(.cancelReader)
        page.runAsync {
            // snippet.cancelReader
            let center = NotificationCenter()
            let heights = center.stream(for: .keyboardWillShow) {
                $0.userInfo?["height"] as? Double ?? 0
            }
            let reader = Task {
                for await height in heights { print("stream got \(height)") }
                print("the loop ended")
            }
            for height in [216.0, 260.0] {
                center.post(
                    name: .keyboardWillShow, object: nil, userInfo: ["height": height])
            }
            reader.cancel()
            await reader.value
            print("after cancel: \(NotificationObservers.registered) observers")
            // snippet.end
        }
        page.say(
            """
            The rest carries over. NotificationCenter never finishes, so neither \
            the signal nor the stream completes by itself: the signal ends with \
            `take(during:)` or `dispose()`, the stream when its reader's task is \
            cancelled or the stream is let go. Neither can fail here; where a source \
            can, an AsyncThrowingStream ends with `finish(throwing:)` and the reader's \
            `for try await` throws, as a signal's error reaches `subscribe(error:)`.
            """)
    }
}
