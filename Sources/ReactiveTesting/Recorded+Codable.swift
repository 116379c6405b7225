import Reactive

/// Records and spans can be saved and sent as JSON, so that a run recorded in
/// one process can be compared with a run recorded in another.
///
/// An error is written as its description and read back as a `DescribedError`
/// with the same description, so that two records compare as they did before
/// the trip (records compare errors by description).
///
/// ```swift
/// let data = try JSONEncoder().encode([Recorded<String>.next(1, "a"), .error(3)])
/// print(try JSONDecoder().decode([Recorded<String>].self, from: data))
/// // prints [next(a)@1, error(TestError)@3]
/// ```
///
/// Book: none (RAC2 records nothing); RxTest's records are not Codable either.
extension Recorded: Codable where Value: Codable {
    private enum Key: String, CodingKey {
        case time, next, error, completed
    }

    /// Writes the tick and the event: its value, its error's description, or that it completed.
    ///
    /// Book: none
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(time, forKey: .time)
        switch event {
        case .next(let value): try container.encode(value, forKey: .next)
        case .error(let error): try container.encode(String(describing: error), forKey: .error)
        case .completed: try container.encode(true, forKey: .completed)
        }
    }

    /// Reads what `encode(to:)` wrote.
    ///
    /// Book: none
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let time = try container.decode(Int.self, forKey: .time)
        if let value = try container.decodeIfPresent(Value.self, forKey: .next) {
            self.init(time: time, event: .next(value))
        } else if let text = try container.decodeIfPresent(String.self, forKey: .error) {
            self.init(time: time, event: .error(DescribedError(text)))
        } else if try container.decodeIfPresent(Bool.self, forKey: .completed) == true {
            self.init(time: time, event: .completed)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a record with no event"))
        }
    }
}

/// An error known only by its description, as a record read back from JSON carries it.
///
/// Book: none
public struct DescribedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the original error said of itself.
    ///
    /// Book: none
    public let description: String

    /// An error that describes itself as `description`.
    ///
    /// Book: none
    public init(_ description: String) {
        self.description = description
    }
}

/// A span is written as its two ticks.
///
/// Book: none
extension SubscriptionSpan: Codable {
    private enum Key: String, CodingKey {
        case subscribed, disposed
    }

    /// Writes the subscription's tick and, if it ended, the disposal's.
    ///
    /// Book: none
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(subscribed, forKey: .subscribed)
        try container.encodeIfPresent(disposed, forKey: .disposed)
    }

    /// Reads what `encode(to:)` wrote.
    ///
    /// Book: none
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            try container.decode(Int.self, forKey: .subscribed),
            try container.decodeIfPresent(Int.self, forKey: .disposed))
    }
}
