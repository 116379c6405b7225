import Foundation
import Pixels
import Reactive

/// Exercise 5.4 · One request for every screen that asks, with publish and autoconnect:
/// the reference solution.
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal publish]` and
/// `-[RACMulticastConnection autoconnect]` instead of a `RACReplaySubject`)
public func sharedPhotos(
    request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
) -> Signal<[Photo]> {
    // First the whole piece of work, as a cold signal: the request, then its
    // body decoded (a throwing closure goes through flatMap, which turns the
    // outcome into the photos or an error). Then share it: publish() puts one
    // subject in front of that work, and autoconnect() subscribes the work to
    // it when the first subscriber arrives. Everyone who subscribes while it
    // runs listens to the same subject, so the request is sent once and the
    // body decoded once. Sharing after the decoding matters: publish the bare
    // request and each subscriber would decode the body again.
    //
    // The book's first version made a RACReplaySubject and sent the request
    // at once, when the method was called, whether or not anyone listened;
    // autoconnect waits for the first subscriber.
    // 中文：先把整件工作写成一个冷信号：请求，然后解码它的响应体（会抛出错误的
    // 闭包要经过 flatMap，它把结果变成照片或错误）。再共享它：publish() 在这件
    // 工作前面放一个 subject，autoconnect() 在第一个订阅者到来时让这个 subject
    // 订阅这件工作。工作运行期间订阅的人听的都是同一个 subject，所以请求只发一
    // 次，响应体也只解码一次。在解码之后共享很重要：如果只组播原始的请求，每个
    // 订阅者都会再解码一次响应体。
    //
    // 书中的第一版创建了一个 RACReplaySubject，并在方法被调用时立即发送请求，不
    // 管有没有人在听；autoconnect 则等待第一个订阅者。
    request
        .flatMap { body -> Signal<[Photo]> in
            do {
                return .just(try decode(body))
            } catch {
                return .error(error)
            }
        }
        .publish()
        .autoconnect()
}
