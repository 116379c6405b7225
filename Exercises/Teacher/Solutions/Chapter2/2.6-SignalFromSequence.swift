import Reactive

/// Exercise 2.6 · Turn a sequence into a signal: the reference solution.
///
/// Book: chapter 2, Sequences and signals (`-[RACSequence signal]`)
public func signal<Elements: Sequence & Sendable>(
    from elements: Elements
) -> Signal<Elements.Element> where Elements.Element: Sendable {
    // The body runs once per subscription, so nothing is read before someone
    // subscribes, and each subscriber gets the whole sequence from the start.
    // 中文：每次订阅都会运行一次信号体，所以有人订阅之前什么都不读，每个订阅者
    // 都从头拿到整个序列。
    Signal { observer in
        var iterator = elements.makeIterator()
        // Check for disposal before pulling, so a subscriber that leaves
        // early stops the reading too, not just the sending.
        // 中文：拉取之前先检查是否已经释放，这样提前离开的订阅者不但停止了发
        // 送，也停止了读取。
        while !observer.isDisposed, let element = iterator.next() {
            observer.sendNext(element)
        }
        observer.sendCompleted()
        // 中文：一切都在订阅时发生了，没有要释放的东西。
        return nil  // everything happened during subscribe: nothing to release
    }
}
