/// An action the user can trigger, such as "log in", with its state as signals.
///
/// `execute(_:)` runs the command's work (a signal made from the input) at
/// once, and returns that run's results as a signal that replays everything,
/// so subscribing late misses nothing. Around the runs, the command tells you
/// whether it `isEnabled` and `isExecuting`, and sends each run as it starts
/// (`executionSignals`), each failure as a value (`errors`) and each success
/// (`completions`).
///
/// When a run starts, `isExecuting` and `isEnabled` update first, then
/// `executionSignals` sends, then the work starts. When it ends, they update
/// first, then `errors` or `completions` sends, so a handler there can execute
/// again. Executions may start and end on any thread: the command keeps its
/// state behind one lock and delivers these notices in the order the state
/// changed, never while holding the lock.
///
/// ```swift
/// let canLogIn = BehaviorSubject(false)
/// let logIn = Command<String, Bool>(enabled: canLogIn.signal) { name in
///     Signal.just(name == "ash")
/// }
/// logIn.isEnabled.subscribeNext { print("enabled: \($0)") }   // prints enabled: false
/// logIn.execute("ash").subscribeError { print($0) }           // prints the command is disabled
/// canLogIn.sendNext(true)                                     // prints enabled: true
/// logIn.execute("ash").subscribeNext { print("ok: \($0)") }
/// // prints enabled: false, enabled: true, ok: true
/// ```
///
/// Book: RACCommand
public final class Command<Input: Sendable, Output: Sendable>: Sendable {
    /// Whether a run may start while another is in progress. False by default.
    ///
    /// Book: `RACCommand.allowsConcurrentExecution`
    public let allowsConcurrentExecution: Bool

    private let work: @Sendable (Input) -> Signal<Output>
    private let state: Locked<CommandState<Output>>
    private let executingSubject = BehaviorSubject(false)
    private let enabledSubject = BehaviorSubject(true)
    private let startedSubject = Subject<Signal<Output>>()
    private let errorsSubject = Subject<any Error>()
    private let completionsSubject = Subject<Void>()

    /// Creates a command that runs `execute` for each input.
    ///
    /// The command is enabled while the latest value of `enabled` is true (it
    /// counts as true until the signal first sends; `nil` means always), and,
    /// unless `allowsConcurrentExecution` is true, while no run is in progress.
    /// If `enabled` ends, its last value stays in force.
    ///
    /// Book: `-[RACCommand initWithEnabled:signalBlock:]`
    public init(
        enabled: Signal<Bool>? = nil, allowsConcurrentExecution: Bool = false,
        execute: @escaping @Sendable (Input) -> Signal<Output>
    ) {
        self.allowsConcurrentExecution = allowsConcurrentExecution
        work = execute
        state = Locked(CommandState(allowsConcurrentExecution: allowsConcurrentExecution))
        guard let enabled else { return }
        // Weak, so that the enabled signal's source does not keep the command alive.
        let subscription = enabled.subscribe(next: { [weak self] in self?.enabledInputChanged($0) })
        state.withLock { $0.enabledSubscription = subscription }
    }

    deinit {
        state.withLock { $0.enabledSubscription }?.dispose()
        executingSubject.sendCompleted()
        enabledSubject.sendCompleted()
        startedSubject.sendCompleted()
        errorsSubject.sendCompleted()
        completionsSubject.sendCompleted()
    }

    /// Starts a run with `input` now, and returns its results.
    ///
    /// The returned signal is already running and replays every value and the
    /// terminal event to each subscriber, however late. If the command is
    /// disabled, nothing runs and the signal fails with `CommandError.notEnabled`
    /// (that refusal is not sent on `errors`).
    ///
    /// ```swift
    /// let double = Command<Int, Int> { Signal.just($0 * 2) }
    /// let run = double.execute(21)          // the work has already run
    /// run.subscribeNext { print($0) }       // prints 42
    /// ```
    ///
    /// Differs from RAC2: the run's signal is subscribed at once, on the
    /// calling thread, before `execute` returns. RAC2's `-execute:` calls the
    /// block at once but subscribes to its signal on the main thread
    /// scheduler, so the work starts on a later turn of the main loop.
    ///
    /// Book: `-[RACCommand execute:]`
    @discardableResult
    public func execute(_ input: Input) -> Signal<Output> {
        let allowed = state.withLock { state -> Bool in
            guard state.canExecute else { return false }
            state.running += 1
            state.queueStateChanges()
            return true
        }
        guard allowed else { return .error(CommandError.notEnabled) }
        let connection = work(input).multicast(ReplaySubject(capacity: .unlimited))
        // Subscribed first, so the state is updated before the caller hears the end.
        // It keeps the command alive until the run ends.
        connection.signal.subscribe(Observer { self.executionEnded(with: $0) })
        state.withLock { $0.outbox.append(.started(Self.removingErrors(connection.signal))) }
        deliverNotices()
        connection.connect()
        return connection.signal
    }

    /// Whether any run is in progress: the current value to each new
    /// subscriber, then each change (never the same value twice in a row).
    ///
    /// ```swift
    /// let wait = Command<Void, Never> { Signal.never }
    /// wait.isExecuting.subscribeNext { print($0) }   // prints false
    /// wait.execute()                                 // prints true
    /// ```
    ///
    /// Book: `RACCommand.executing`
    public var isExecuting: Signal<Bool> {
        executingSubject.signal
    }

    /// Whether `execute(_:)` would start a run now: the current value to each
    /// new subscriber, then each change (never the same value twice in a row).
    /// Bind a button's enabled state to it.
    ///
    /// ```swift
    /// let allowed = BehaviorSubject(true)
    /// let save = Command<Void, Void>(enabled: allowed.signal) { Signal.empty }
    /// save.isEnabled.subscribeNext { print($0) }   // prints true
    /// allowed.sendNext(false)                      // prints false
    /// ```
    ///
    /// Book: `RACCommand.enabled`
    public var isEnabled: Signal<Bool> {
        enabledSubject.signal
    }

    /// Sends each run's signal as the run starts: a signal of signals.
    ///
    /// Each inner signal replays the run's values, and completes when the run
    /// ends, even if the run failed (the error goes to `errors` instead). Only
    /// runs that start after you subscribe are sent.
    ///
    /// ```swift
    /// let echo = Command<String, String> { Signal.just($0) }
    /// echo.executionSignals.subscribeNext { run in run.subscribeNext { print($0) } }
    /// echo.execute("hi")   // prints hi
    /// ```
    ///
    /// Book: `RACCommand.executionSignals`
    public var executionSignals: Signal<Signal<Output>> {
        startedSubject.signal
    }

    /// Sends the error of each run that fails, as a value; it never fails itself.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let sync = Command<Void, Int> { Signal.error(Offline()) }
    /// sync.errors.subscribeNext { print("failed: \($0)") }
    /// sync.execute()   // prints failed: Offline()
    /// ```
    ///
    /// Book: `RACCommand.errors`
    public var errors: Signal<any Error> {
        errorsSubject.signal
    }

    /// Sends `()` each time a run completes successfully.
    ///
    /// A convenience for "when the work is done, do this", sent after
    /// `isExecuting` and `isEnabled` have updated, so a handler may execute again.
    ///
    /// ```swift
    /// let logIn = Command<Void, Bool> { Signal.just(true) }
    /// logIn.completions.subscribeNext { print("logged in") }
    /// logIn.execute()   // prints logged in
    /// ```
    ///
    /// Differs from RAC2: RAC2's command has no such signal. Its
    /// `executionSignals` send each run with the error caught
    /// (`catchTo:[RACSignal empty]`), so a failed run's signal completes too,
    /// and "each of them completed" fires after a failure as well as after a
    /// success; this signal fires after a success only.
    ///
    /// Book: none; the nearest is `-[RACCommand executionSignals]`, flattened
    public var completions: Signal<Void> {
        completionsSubject.signal
    }

    private func enabledInputChanged(_ value: Bool) {
        state.withLock { state in
            state.enabledInput = value
            state.queueStateChanges()
        }
        deliverNotices()
    }

    private func executionEnded(with event: Event<Output>) {
        guard event.isTerminal else { return }
        state.withLock { state in
            state.running -= 1
            state.queueStateChanges()
            state.outbox.append(.ended(event))
        }
        deliverNotices()
    }

    /// Delivers queued notices in order, one thread at a time, without the lock.
    ///
    /// A thread that finds another one delivering leaves its notices to it, so
    /// observers hear the changes in the order the state went through them.
    private func deliverNotices() {
        let isDeliverer = state.withLock { state -> Bool in
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        guard isDeliverer else { return }
        while let notice = state.withLock({ $0.takeNotice() }) {
            switch notice {
            case .executing(let value): executingSubject.sendNext(value)
            case .enabled(let value): enabledSubject.sendNext(value)
            case .started(let run): startedSubject.sendNext(run)
            case .ended(.error(let error)): errorsSubject.sendNext(error)
            case .ended: completionsSubject.sendNext(())
            }
        }
    }

    /// The run's signal with an error turned into completion.
    private static func removingErrors(_ run: Signal<Output>) -> Signal<Output> {
        Signal { observer in
            run.subscribe(
                Observer(feeding: observer) { observer.send($0.error == nil ? $0 : .completed) })
        }
    }
}

extension Command where Input == Void {
    /// Starts a run of a command that takes no input; see `execute(_:)`.
    ///
    /// ```swift
    /// let refresh = Command<Void, Int> { Signal.just(7) }
    /// refresh.execute().subscribeNext { print($0) }   // prints 7
    /// ```
    ///
    /// Book: `-[RACCommand execute:]` with nil
    @discardableResult
    public func execute() -> Signal<Output> {
        execute(())
    }
}
