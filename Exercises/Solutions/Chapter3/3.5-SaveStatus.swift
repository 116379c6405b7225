import Reactive

/// Exercise 3.5 · Report a command's failures as values: the reference solution.
///
/// Book: chapter 3, Commands (`RACCommand.executionSignals` and `.errors`)
public func statusMessages(of save: Command<String, String>) -> Signal<String> {
    // executionSignals is a signal of signals, one per run. flatten()
    // subscribes to each run as it starts and passes on its values. A failed
    // run's inner signal just completes, so that it cannot end the flattening.
    let saved = save.executionSignals.flatten().map { name in "saved \(name)" }
    // The errors come separately, as ordinary values: errors never fails.
    let failed = save.errors.map { error in "failed: \(error)" }
    // Neither signal fails, so the merge never does either.
    return Signal.merge([saved, failed])
}
