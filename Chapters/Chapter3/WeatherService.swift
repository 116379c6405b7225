import Narration
import Reactive

/// A weather service with a callback API, as many SDKs have: it answers two
/// ticks later, or at once, before returning, when the answer is in its cache.
///
/// ```swift
/// let service = WeatherService(scheduler: scheduler)
/// service.temperature(in: "Paris") { print($0) }
/// scheduler.advance(by: 2)   // prints success(18)
/// ```
///
/// Book: a callback API, such as a network library's completion blocks
final class WeatherService: Sendable {
    private let scheduler: TestScheduler
    private let cache = Locked<[String: Int]>([:])
    private let readings = ["Paris": 18, "Oslo": 4]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Calls `completion` once with the temperature in `city`, in °C, or an error.
    func temperature(
        in city: String, completion: @escaping @Sendable (Result<Int, WeatherError>) -> Void
    ) {
        if let cached = cache.withLock({ $0[city] }) {
            completion(.success(cached))
            return
        }
        scheduler.schedule(after: .seconds(2)) { [self] in
            guard let degrees = readings[city] else {
                return completion(.failure(.unknownCity(city)))
            }
            cache.withLock { $0[city] = degrees }
            completion(.success(degrees))
        }
    }
}

/// The temperature in `city`, through a subject that the service's callback
/// feeds: the book's way to wrap a callback API.
///
/// The service is called at once, and the subject is returned. A subscriber
/// hears only what the callback sends after it subscribed, so an answer
/// from the cache, which comes before this function returns, is lost.
///
/// Contract: hot · values: Int · errors: WeatherError
///   completes: after the one reading · fails: if the service fails
///   scheduler: the callback's thread (no hop)
///   multicast: yes (one call, shared)
///
/// Book: a RACSubject that a completion block sends into
func temperatureThroughSubject(in city: String, from service: WeatherService) -> Signal<Int> {
    let reading = Subject<Int>()
    service.temperature(in: city) { result in
        switch result {
        case .success(let degrees):
            reading.sendNext(degrees)
            reading.sendCompleted()
        case .failure(let error):
            reading.sendError(error)
        }
    }
    return reading.signal
}

/// The temperature in `city`, asked for when someone subscribes.
///
/// Each subscription calls the service and hands the callback's answer to
/// that subscriber, so an answer that comes at once is not lost.
///
/// Contract: cold · values: Int · errors: WeatherError
///   completes: after the one reading · fails: if the service fails
///   scheduler: the callback's thread (no hop)
///   multicast: no (a call per subscriber)
///
/// Book: `+[RACSignal createSignal:]` around a completion block
func temperature(in city: String, from service: WeatherService) -> Signal<Int> {
    Signal { observer in
        service.temperature(in: city) { result in
            switch result {
            case .success(let degrees):
                observer.sendNext(degrees)
                observer.sendCompleted()
            case .failure(let error):
                observer.sendError(error)
            }
        }
        return nil
    }
}

/// The contract of `temperatureThroughSubject(in:from:)`, for the narration.
let temperatureThroughSubjectContract = Contract(
    .hot, values: "Int", errors: "WeatherError",
    completes: "after the one reading", fails: "if the service fails",
    scheduler: "the callback's thread (no hop)", multicast: "yes (one call, shared)",
    zh: .init(
        errors: "WeatherError", completes: "送出唯一的读数之后", fails: "服务出错时", scheduler: "回调所在的线程（不切换）",
        multicast: "是（只调用一次，大家共享）"))

/// The contract of `temperature(in:from:)`, for the narration.
let temperatureContract = Contract(
    .cold, values: "Int", errors: "WeatherError",
    completes: "after the one reading", fails: "if the service fails",
    scheduler: "the callback's thread (no hop)", multicast: "no (a call per subscriber)",
    zh: .init(
        errors: "WeatherError", completes: "送出唯一的读数之后", fails: "服务出错时", scheduler: "回调所在的线程（不切换）",
        multicast: "否（每个订阅者调用一次）"))
