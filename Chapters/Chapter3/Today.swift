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
            en: """
                This chapter turned callbacks into signals by hand: `Signal { observer in \
                … }` registers a callback when someone subscribes, and returns a disposable \
                that unregisters it. NotificationCenter+Signal.swift does that for \
                Foundation's NotificationCenter, and the keyboard recipe used it. Swift \
                concurrency's tool for the same job is `AsyncStream { continuation in … }`: \
                register the callback, hand each value to `continuation.yield`, and \
                unregister in `onTermination`, which runs when the stream ends. The same \
                bridge as a stream:
                """,
            zh: """
                本章亲手把回调变成了信号：`Signal { observer in … }` 在有人订阅时注册回\
                调，并返回一个可释放对象，用来注销回调。\
                NotificationCenter+Signal.swift 就是这样处理 Foundation 的 \
                NotificationCenter 的，键盘示例用的也是它。在 Swift 并发中，做同一件事\
                的工具是 `AsyncStream { continuation in … }`：注册回调，把每个值交给 \
                `continuation.yield`，并在 `onTermination` 里注销回调，流结束时 \
                `onTermination` 就会运行。同样的桥接，写成流：
                """)
        page.code(.notificationStream)
        page.say(
            en: """
                Two keyboard notifications, posted to a signal's subscriber and then to a \
                stream's reader, with a line before each post:
                """,
            zh: """
                发出两条键盘通知，先发给信号的订阅者，再发给流的读取方，每次发出之前打\
                印一行：
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
            en: """
                The same posts gave the same heights, at different moments. The signal's \
                subscriber ran inside each post, on the posting thread, before `post` \
                returned. The stream kept both heights until its reader asked: an \
                AsyncStream buffers everything by default (a `bufferingPolicy` of \
                `.bufferingNewest(1)` would keep only the latest), and its reader runs in \
                its own task, at its own pace, on whatever thread that task is given.
                """,
            zh: """
                同样的发送得到了同样的高度，只是时刻不同。信号的订阅者在每次发送之中运\
                行：在发送通知的线程上，在 `post` 返回之前。流则把两个高度都存着，直到\
                读取方来取：AsyncStream 默认缓冲所有值（把 `bufferingPolicy` 设为 \
                `.bufferingNewest(1)`，就只保留最新的一个），它的读取方在自己的任务里、\
                按自己的节奏运行，至于在哪个线程上，要看这个任务被分到哪里。
                """)
        page.say(
            en: """
                Ending differs too. `dispose()` removed the observer before it returned. \
                A stream's reader is a task, and cancelling the task ends the stream: its \
                `onTermination` runs and removes the observer. But `cancel()` only asks. \
                The task stops at its next await, and what was yielded before the cancel \
                is still read, so printing the count straight after `cancel()` could show \
                either answer. Once the task has finished, it is settled:
                """,
            zh: """
                结束的方式也不同。`dispose()` 在返回之前就移除了观察者。流的读取方是一\
                个任务，取消这个任务就会结束流：流的 `onTermination` 运行，移除观察者。\
                但 `cancel()` 只是提出请求。任务要到下一个 await 才停下，取消之前 \
                yield 的值仍会被读到，所以在 `cancel()` 之后立刻打印观察者的个数，两种\
                结果都有可能。等任务结束之后，结果就确定了：
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
            en: """
                The rest carries over. NotificationCenter never finishes, so neither \
                the signal nor the stream completes by itself: the signal ends with \
                `take(during:)` or `dispose()`, the stream when its reader's task is \
                cancelled or the stream is let go. Neither can fail here; where a source \
                can, an AsyncThrowingStream ends with `finish(throwing:)` and the reader's \
                `for try await` throws, as a signal's error reaches `subscribe(error:)`.
                """,
            zh: """
                其余的都可以照搬。NotificationCenter 永远不会结束，所以信号和流都不会自\
                己完成：信号靠 `take(during:)` 或 `dispose()` 结束，流则在读取方的任务\
                被取消、或者流被丢弃时结束。这里两者都不会失败；如果源可能失败，\
                AsyncThrowingStream 会以 `finish(throwing:)` 结束，读取方的 `for try \
                await` 随之抛出错误，就像信号的错误会送到 `subscribe(error:)` 一样。
                """)
    }
}
