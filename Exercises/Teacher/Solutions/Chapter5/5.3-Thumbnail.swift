import Foundation
import Pixels
import Reactive

/// Exercise 5.3 · Decode a thumbnail in the background, deliver it on the main scheduler:
/// the reference solution.
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal deliverOn:]` with
/// `+[RACScheduler mainThreadScheduler]`, after `map:` has made the image)
public func thumbnail(
    from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
    deliveringOn main: any Scheduler
) -> Signal<Image> {
    // The order of the operators is the order of the work. flatMap runs
    // where the body arrives, on the network's thread, so that is where the
    // decoding happens. A closure that may throw cannot be given to map, so
    // flatMap turns each outcome into a small signal: the image, or the
    // error, which then ends the result (an error on the signal, not a crash).
    // Only then does deliverOn hand each event over to `main`, which runs it
    // when it gets round to its queue. Put deliverOn first and the decoding
    // would run on main too, the stutter the book's revision removes.
    // 中文：操作符的顺序就是工作的顺序。flatMap 在响应体到达的地方运行，也就是
    // 网络的线程上，所以解码就在那里进行。会抛出错误的闭包不能交给 map，所以
    // flatMap 把每个结果变成一个小信号：图片，或者错误，错误随后结束结果（是信
    // 号上的错误，而不是崩溃）。这之后 deliverOn 才把每个事件交给 `main`，main
    // 轮到它的队列时再运行。如果把 deliverOn 放在前面，解码也会在 main 上运行，
    // 这正是书中修改后的版本要消除的卡顿。
    body
        .flatMap { data -> Signal<Image> in
            do {
                return .just(try decode(data))
            } catch {
                return .error(error)
            }
        }
        .deliverOn(main)
}
