/// A one-line reading of a `DecodingError`, e.g.
/// `missing key "name" at photos[3]`.
extension DecodingError {
    var oneLineSummary: String {
        switch self {
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\"\(Self.location(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(Self.kind(type))\(Self.location(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "null where \(Self.kind(type)) belongs\(Self.location(context.codingPath))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "the data is not valid JSON" }
            return "corrupted value\(Self.location(context.codingPath))"
        @unknown default:
            return "the data does not match the API"
        }
    }

    /// ` at photos[3].user`, or nothing at the top level.
    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return " at \(text)"
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") { return "an object" }
            if name.hasPrefix("Array") { return "a list" }
            return name
        }
    }
}
