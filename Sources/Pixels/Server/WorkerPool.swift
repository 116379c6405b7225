import Foundation
import Reactive

/// A few threads that run jobs in the order they come: the photo server's
/// workers, which serve complete requests.
///
/// Threads are started as jobs arrive, up to `maximumThreads`; while all are
/// busy, jobs wait in line. A worker that finishes a job takes the next. After
/// `stop()` no job is taken on, but every job already in line still runs
/// (each one closes its client), and then the threads end.
///
/// ```swift
/// let pool = WorkerPool(name: "PhotoServer.worker", maximumThreads: 4)
/// pool.submit { print("served") }   // prints served, on a worker thread
/// pool.stop()
/// ```
///
/// Book: none; `NSOperationQueue` with a `maxConcurrentOperationCount`
final class WorkerPool: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var threads = 0
        var waiting = 0
        var stopped = false
    }

    /// The most threads at once.
    let maximumThreads: Int
    private let name: String
    private let state = Locked(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchGroup()

    /// A pool of at most `maximumThreads` threads called `name`.
    init(name: String, maximumThreads: Int) {
        self.name = name
        self.maximumThreads = max(1, maximumThreads)
    }

    /// Puts `job` in line; `false` (and the job is not run) once stopped.
    @discardableResult
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        let decision = state.withLock { state -> (accepted: Bool, startsThread: Bool) in
            guard !state.stopped else { return (false, false) }
            state.jobs.append(job)
            let startsThread = state.waiting < state.jobs.count && state.threads < maximumThreads
            if startsThread { state.threads += 1 }
            return (true, startsThread)
        }
        guard decision.accepted else { return false }
        if decision.startsThread { startThread() }
        wake.signal()
        return true
    }

    /// Takes no more jobs; the threads end once the jobs in line have run.
    func stop() {
        let threads = state.withLock { state -> Int in
            guard !state.stopped else { return 0 }
            state.stopped = true
            return state.threads
        }
        for _ in 0..<threads { wake.signal() }
    }

    /// Blocks until every thread has ended (call `stop()` first).
    func waitUntilStopped() {
        finished.wait()
    }

    private func startThread() {
        finished.enter()
        let thread = Thread { [self] in
            while let job = nextJob() { job() }
            finished.leave()
        }
        thread.name = name
        thread.start()
    }

    /// Waits for the next job; `nil` once stopped with nothing left in line.
    private func nextJob() -> (@Sendable () -> Void)? {
        while true {
            state.withLock { $0.waiting += 1 }
            wake.wait()
            let (job, stopped) = state.withLock { state in
                state.waiting -= 1
                let job = state.jobs.isEmpty ? nil : state.jobs.removeFirst()
                return (job, state.stopped)
            }
            if let job { return job }
            if stopped { return nil }
        }
    }
}
