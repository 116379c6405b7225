import WorkbookKit

/// A one-line reading of a `DecodingError`, in English and in Chinese, e.g.
/// `missing key "name" at photos[3]`, `在 "photos[3]" 处缺少键 "name"`. Keys,
/// paths and JSON's own words (`null`, `true`) are code in both; the
/// Chinese quotes the path too, as it is code among the Chinese words.
extension DecodingError {
    var summary: Bilingual {
        switch self {
        case .keyNotFound(let key, let context):
            let (at, zhAt) = Self.location(context.codingPath)
            return Bilingual(
                en: "missing key \"\(key.stringValue)\"\(at)",
                zh: "\(zhAt)缺少键 \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            let (at, zhAt) = Self.location(context.codingPath)
            let kind = Self.kind(type)
            return Bilingual(en: "expected \(kind.en)\(at)", zh: "\(zhAt)应为\(kind.zh)")
        case .valueNotFound(let type, let context):
            let (at, zhAt) = Self.location(context.codingPath)
            let kind = Self.kind(type)
            return Bilingual(
                en: "null where \(kind.en) belongs\(at)", zh: "\(zhAt)应为\(kind.zh)，却是 null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return Bilingual(en: "the data is not valid JSON", zh: "数据不是有效的 JSON")
            }
            let (at, zhAt) = Self.location(context.codingPath)
            return Bilingual(en: "corrupted value\(at)", zh: "\(zhAt)的值已损坏")
        @unknown default:
            return Bilingual(en: "the data does not match the API", zh: "数据与 API 不符")
        }
    }

    /// ` at photos[3].user` and `在 "photos[3].user" 处`, or nothing at the top level.
    private static func location(_ path: [any CodingKey]) -> (en: String, zh: String) {
        guard !path.isEmpty else { return ("", "") }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return (" at \(text)", "在 \"\(text)\" 处")
    }

    private static func kind(_ type: Any.Type) -> Bilingual {
        switch type {
        case is String.Type: return Bilingual(en: "a string", zh: "字符串")
        case is Int.Type, is Double.Type: return Bilingual(en: "a number", zh: "数字")
        case is Bool.Type: return Bilingual(en: "true or false", zh: " true 或 false")
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") { return Bilingual(en: "an object", zh: "对象") }
            if name.hasPrefix("Array") { return Bilingual(en: "a list", zh: "列表") }
            return Bilingual(en: name, zh: " \(name)")
        }
    }
}
