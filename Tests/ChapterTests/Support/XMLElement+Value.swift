import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension XMLElement {
    /// The value of the attribute `name`, in whatever namespace the parser put it.
    func value(of name: String) -> String? {
        attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }
}
