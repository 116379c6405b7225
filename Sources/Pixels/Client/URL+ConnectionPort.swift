import Foundation

extension URL {
    /// The TCP port an `http:` or `https:` URL connects to: the one written
    /// after its host, else 80 (`http`) or 443 (`https`); `nil` when what is
    /// written there is not a number from 1 to 65535.
    ///
    /// Foundation reads `http://h:99999` as port 99999, which no socket has,
    /// and a port too long for an `Int` as no port at all; both are `nil` here.
    ///
    /// ```swift
    /// print(URL(string: "http://127.0.0.1:8080/v1")!.connectionPort as Any)
    /// // prints Optional(8080)
    /// print(URL(string: "http://[::1]:70000/")!.connectionPort as Any)   // prints nil
    /// ```
    ///
    /// Book: none; `NSURL` gave the port as an `NSNumber`
    public var connectionPort: UInt16? {
        let text = absoluteString
        guard let start = text.range(of: "://") else { return nil }
        let authority = text[start.upperBound...].prefix { !"/?#".contains($0) }
        let hostAndPort =
            authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        var written: Substring?
        if hostAndPort.hasPrefix("[") {
            if let close = hostAndPort.firstIndex(of: "]") {
                let rest = hostAndPort[hostAndPort.index(after: close)...]
                written = rest.hasPrefix(":") ? rest.dropFirst() : nil
            }
        } else if let colon = hostAndPort.lastIndex(of: ":") {
            written = hostAndPort[hostAndPort.index(after: colon)...]
        }
        guard let written, !written.isEmpty else {
            return scheme?.lowercased() == "https" ? 443 : 80
        }
        guard written.utf8.count <= 5, written.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = UInt16(written), port > 0
        else { return nil }
        return port
    }
}
