import Foundation
import Pixels

/// A URL as the value it is, not as the text it reads: its scheme, its own
/// (relative) string and the bases it is resolved against.
///
/// `URL(string: "/a.ppm", relativeTo: base)` reads as
/// `http://127.0.0.1:8080/a.ppm`, like `URL(string: "http://127.0.0.1:8080/a.ppm")`,
/// but the two are different values: `==` tells them apart, and so does
/// every `Photo` that holds one. Comparing `absoluteString` alone would not.
///
/// ```swift
/// let base = URL(string: "http://127.0.0.1:8080")!
/// let relative = URL(string: "/a.ppm", relativeTo: base)!
/// print(URLIdentity(relative) == URLIdentity(relative.absoluteURL))   // prints false
/// ```
public struct URLIdentity: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The scheme, such as `http`, if the URL has one.
    public var scheme: String?
    /// The URL's own string, relative to its bases if it has any.
    public var relative: String
    /// The bases the URL is resolved against, innermost first: none for an
    /// absolute URL.
    public var bases: [String]
    /// What it reads as, resolved.
    public var absolute: String

    /// The identity of `url`.
    public init(_ url: URL) {
        scheme = url.scheme
        relative = url.relativeString
        var bases: [String] = []
        var base = url.baseURL
        while let next = base {
            bases.append(next.relativeString)
            base = next.baseURL
        }
        self.bases = bases
        absolute = url.absoluteString
    }

    /// Whether the URL is resolved against a base.
    public var isRelative: Bool { !bases.isEmpty }

    /// The URL as text: an absolute one as itself, a relative one with its base.
    public var description: String {
        guard isRelative else { return absolute }
        return
            "\(relative.debugDescription) relative to \(bases.joined(separator: " relative to "))"
    }
}

/// A Double compared by its bits: -0.0 is not 0.0, and a NaN equals the
/// same NaN. Its JSON is its bit pattern, so that NaN and the infinities
/// travel between the programs too.
///
/// ```swift
/// print(ExactDouble(-0.0) == ExactDouble(0.0))               // prints false
/// print(ExactDouble(.nan) == ExactDouble(.nan))              // prints true
/// ```
public struct ExactDouble: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The number's bits.
    public var bits: UInt64

    /// `value`, exactly.
    public init(_ value: Double) {
        bits = value.bitPattern
    }

    /// The number.
    public var value: Double { Double(bitPattern: bits) }

    /// The number as Swift writes it in code: `-0.0`, `.nan`, `-.infinity`, `97.256`.
    public var description: String {
        let value = self.value
        if value.isNaN { return value.sign == .minus ? "-.nan" : ".nan" }
        if value.isInfinite { return value.sign == .minus ? "-.infinity" : ".infinity" }
        return "\(value)"
    }
}

extension Photo {
    /// Whether `other` is this photo exactly: every field the same, its
    /// URLs as values (a relative URL is not its absolute twin), its rating
    /// by its bits (-0.0 is not 0.0, and a NaN is itself).
    public func isExactly(_ other: Photo) -> Bool {
        var mine = self
        var theirs = other
        guard ExactDouble(rating) == ExactDouble(other.rating) else { return false }
        mine.rating = 0
        theirs.rating = 0
        return mine == theirs
    }
}
