import Foundation

/// The stack a test may count on: CI runs `swift test` under `ulimit -s 360`,
/// which gives the main thread and every thread made without a size 360 KiB.
let smallStackKiB = 360

/// Runs `body` on a new thread whose stack is `stackKiB` long, waits for it,
/// and returns what it returned.
func onThread<Result: Sendable>(
    stackKiB: Int, _ body: @escaping @Sendable () -> Result
) -> Result {
    let result = Box<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.modify { $0 = value }
        done.signal()
    }
    thread.stackSize = stackKiB * 1_024
    thread.start()
    done.wait()
    return result.value!
}
