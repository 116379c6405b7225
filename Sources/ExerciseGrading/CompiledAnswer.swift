import Foundation

/// What an answer's compiled files use of Swift's standard library and of
/// the Reactive library: the symbols of their object files, read with `nm`
/// and demangled with the toolchain's `swift-demangle`.
///
/// A call the source makes is a symbol the object file names, whatever the
/// source's spelling: `numbers.map { … }` names `Swift.Collection.map`, and
/// an answer's own function, closure or variable called `map` names no such
/// thing. Code in an `#if false` is not compiled and names nothing. So an
/// operator the compiled file does not name is one the answer does not call:
/// the concept checks refuse on that, and on nothing less certain.
///
/// Unknown (nil where it is made) when the objects or the tools are not
/// there, and for a mutant, whose file holds many answers at once.
///
/// ```swift
/// let compiled = CompiledAnswer(objects: folder, files: ["1.1-Squares.swift"])
/// compiled?.uses("map")   // true for numbers.map { $0 * $0 }
/// ```
public struct CompiledAnswer: Sendable {
    /// The demangled names of every symbol the files define or use.
    public let names: [String]

    /// Reads the objects of `files` (source names, such as "1.1-Squares.swift")
    /// in `objects`; nil if one is missing or the tools are not there.
    public init?(objects: URL, files: [String]) {
        guard let entries = ObjectListing.of(files, in: objects),
            let demangler = Self.tool("swift-demangle", fallbacks: [])
        else { return nil }
        // Names as arguments: a few hundred per file, well within a command line.
        let symbols = Array(Set(entries.map(\.symbol))).sorted()
        guard let demangled = Platform.output(of: demangler, ["--compact"] + symbols) else {
            return nil
        }
        names = demangled.split(separator: "\n").map(String.init)
    }

    /// A compiled answer that names `names`, for the checks' own tests.
    public init(names: [String]) {
        self.names = names
    }

    /// The libraries whose operators an answer is taught to call: Swift's
    /// standard library and the workbook's Reactive library.
    public static let libraries = ["Swift", "Reactive"]

    /// Whether the files call (or read) `name`, a function, method,
    /// property or operator of one of `libraries`: some symbol is that
    /// entity, `Library.….name` (or its accessor, `….lazy.getter`; for an
    /// operator, `Library.….<~ infix`). The learner's own `map`,
    /// `Chapter1Exercises.map`, is not one, nor is a library type among
    /// another function's arguments or results.
    public func uses(_ name: String, of libraries: [String] = libraries) -> Bool {
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
        let accessors = ["", ".getter", ".read", ".modify", ".unsafeAddressor"]
        return names.contains { symbol in
            let entity = Self.entity(of: symbol)
            guard let library = libraries.first(where: { entity.hasPrefix($0 + ".") }),
                Self.extendedIn(symbol, before: entity).map({ libraries.contains(String($0)) })
                    ?? true
            else {
                return false
            }
            if isOperator {
                let path = entity.dropFirst(library.count + 1)
                let members = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let after = path[members.endIndex...]
                return ["infix", "prefix", "postfix"].contains { after.hasPrefix(name + " " + $0) }
            }
            let qualified = Self.path(of: entity)
            // An operator named alone is a sequence's or a signal's:
            // `Optional.map` unwraps one value and walks nothing.
            if !name.contains("."), qualified.hasPrefix("Swift.Optional.") { return false }
            return accessors.contains { qualified.hasSuffix("." + name + $0) }
        }
    }

    /// What a demangled symbol is, without what is said about it: "type
    /// metadata accessor for Reactive.Subject" is Reactive.Subject,
    /// "(extension in Swift):Swift.Collection.map<…>" Swift.Collection.map<…>,
    /// "closure #1 in Chapter1Exercises.squares(…)" the answer's own squares.
    static func entity(of symbol: String) -> Substring {
        var rest = symbol[...]
        while let first = rest.first {
            if rest.hasPrefix("(extension in "), let close = rest.range(of: "):") {
                rest = rest[close.upperBound...]
            } else if first.isLowercase {
                let joints = [" of ", " for ", " in "].compactMap { rest.range(of: $0) }
                if let joint = joints.min(by: { $0.lowerBound < $1.lowerBound }) {
                    rest = rest[joint.upperBound...]
                } else if let space = rest.firstIndex(of: " ") {
                    rest = rest[rest.index(after: space)...]
                } else {
                    return rest
                }
            } else {
                return rest
            }
        }
        return rest
    }

    /// An entity's dotted path, without its generic clauses, arguments and
    /// type: "Swift.Sequence< where A.Element: Swift.Comparable>.max() -> …"
    /// is Swift.Sequence.max, "Reactive.Subject.signal.getter : …"
    /// Reactive.Subject.signal.getter.
    static func path(of entity: Substring) -> String {
        var path = ""
        var depth = 0
        for character in entity {
            if character == "<" {
                depth += 1
            } else if character == ">" && depth > 0 {
                depth -= 1
            } else if depth == 0 {
                if "(: ".contains(character) { break }
                path.append(character)
            }
        }
        return path
    }

    /// The module of the extension that declares `entity` in `symbol`, if
    /// one does: "(extension in Chapter4Exercises):Reactive.Signal.replayLazily()"
    /// is the answer's own method on a library type, not the library's.
    static func extendedIn(_ symbol: String, before entity: Substring) -> Substring? {
        let head = symbol[..<entity.startIndex]
        guard head.hasSuffix("):"), let open = head.range(of: "(extension in ", options: .backwards)
        else { return nil }
        return head[open.upperBound..<head.index(head.endIndex, offsetBy: -2)]
    }

    /// Whether the files use the type `name` of `module`, such as `Subject` of "Reactive".
    public func usesType(_ name: String, of module: String) -> Bool {
        let qualified = module + "." + name
        return names.contains { symbol in
            var rest = symbol[...]
            while let range = rest.range(of: qualified) {
                let next = rest[range.upperBound...].first
                if next.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }

    /// The path of the tool `name`: beside the `swift` on the `PATH`, on the
    /// `PATH`, or one of `fallbacks`.
    private static func tool(_ name: String, fallbacks: [String]) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        var candidates = folders.map { "\($0)/\(name)" }
        if let swift = folders.map({ "\($0)/swift" }).first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) {
            let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            candidates.insert(
                real.deletingLastPathComponent().appendingPathComponent(name).path, at: 0)
        }
        return (candidates + fallbacks).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
