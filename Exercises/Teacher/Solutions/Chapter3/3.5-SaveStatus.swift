import Reactive

/// Exercise 3.5 · Report a command's failures as values: the reference solution.
///
/// Book: chapter 3, Commands (`RACCommand.executionSignals` and `.errors`)
public func statusMessages(of save: Command<String, String>) -> Signal<String> {
    // executionSignals is a signal of signals, one per run. flatten()
    // subscribes to each run as it starts and passes on its values. A failed
    // run's inner signal just completes, so that it cannot end the flattening.
    // 中文：executionSignals 是信号的信号，每次运行一个。flatten() 在每次运行开
    // 始时订阅它，并把它的值传下去。失败的那次运行，其内部信号只是完成，这样它
    // 就不会结束整个展平。
    let saved = save.executionSignals.flatten().map { name in "saved \(name)" }
    // The errors come separately, as ordinary values: errors never fails.
    // 中文：错误单独送来，作为普通的值：errors 从不失败。
    let failed = save.errors.map { error in "failed: \(error)" }
    // Neither signal fails, so the merge never does either.
    // 中文：两个信号都不会失败，所以合并后的信号也不会。
    return Signal.merge([saved, failed])
}
