import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a page as XML, which an HTML page written as well-formed markup
/// must be: every element closed, every `<` and `&` in text escaped.
enum WellFormed {
    /// The page parsed, or the parser's error.
    static func document(_ html: String) throws -> XMLDocument {
        try XMLDocument(xmlString: html, options: [])
    }

    /// The elements named `name`, anywhere, whatever their namespace, with `class` if given.
    static func elements(_ name: String, class: String? = nil, in node: XMLNode) throws
        -> [XMLElement]
    {
        let condition = `class`.map { " and @class='\($0)'" } ?? ""
        return try node.nodes(forXPath: ".//*[local-name()='\(name)'\(condition)]")
            .compactMap { $0 as? XMLElement }
    }
}

extension XMLElement {
    /// The value of the attribute `name`, in whatever namespace the parser put it.
    func value(of name: String) -> String? {
        attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }
}
