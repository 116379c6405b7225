import ExerciseSupport
import Reactive

/// Exercise 2.6 · Turn a sequence into a signal
/// 练习 2.6 · 把序列变成信号
///
/// Build, with `Signal { observer in … }`, a signal that sends each element
/// of `elements` in order and then completes. A sequence is pulled by its
/// reader; a signal pushes to its subscriber. Like every signal, this one is a
/// recipe: read nothing until someone subscribes, and stop reading as soon as
/// the subscriber disposes (`observer.isDisposed`).
///
/// Graded: the grader compares your signal with the reference solution on the
/// example below and a few hundred generated cases: empty sequences and
/// sequences of thousands of numbers, subscribed by one to 41 subscribers in
/// turn, each of which may dispose after a few values. It counts the elements
/// pulled: none before a subscription, and not one more after a subscriber has
/// disposed.
/// Last it reads the compiled answer for `Signal { … }`; `Signal.from`, which
/// does the whole task for you, is refused.
///
/// 任务：用 `Signal { observer in … }` 构造一个信号，按顺序发送 `elements` 的每
/// 个元素，然后完成。序列由读取方来拉；信号则推给订阅者。和所有信号一样，它只
/// 是一份配方：没人订阅之前什么都不读，订阅者一释放（`observer.isDisposed`）就
/// 马上停止读取。
///
/// 评分：评分器拿下面的例子和几百个随机生成的情形去检验你的信号，结果须与参考答
/// 案相同。情形里有空序列，也有几千个数的序列，由 1 到 41 个订阅者依次订阅，每
/// 个订阅者都可能在收到几个值后释放。它还清点拉取的元素：订阅之前一个也不能拉，
/// 订阅者释放之后也不能多拉一个。
/// 最后它读编译出来的答案，看有没有用 `Signal { … }`；替你做完整件事的
/// `Signal.from` 会被拒绝。
///
/// ```swift
/// signal(from: [1, 2, 3]).subscribeNext { print($0) }   // prints 1, 2, 3
/// ```
/// 示例中：依次打印 1、2、3。
///
/// 书中：第 2 章“信号：从序列到信号”（`-[RACSequence signal]`）
/// Book: chapter 2, Sequences to signals (`-[RACSequence signal]`)
public func signal<Elements: Sequence & Sendable>(
    from elements: Elements
) -> Signal<Elements.Element> where Elements.Element: Sendable {
    // TODO(2.6): return a Signal whose body loops over elements while not disposed.
    notAttempted("2.6")
}
