import Foundation

/// URLs as messages show them: never with the password a user put in one.
///
/// `--api http://me:secret@host/` is a URL a user may type, and every
/// message that names the URL (a refused connection, an HTTP 500, a URL the
/// launcher refuses) would repeat `me:secret`, into a terminal's scrollback,
/// a CI log or a screenshot. So what a message shows has the user
/// information between `scheme://` and the host replaced by `***@`: the
/// reader still sees there was some.
///
/// ```swift
/// let url = URL(string: "http://me:secret@127.0.0.1:8080/v1/photos")!
/// print(url.shownWithoutCredentials)   // prints http://***@127.0.0.1:8080/v1/photos
/// print("refused by http://me:secret@x/".hidingCredentials)   // prints refused by http://***@x/
/// ```
///
/// Book: none; the book's app talks to one API with a key it keeps to itself
extension URL {
    /// The URL as text, with its user information replaced by `***@`.
    public var shownWithoutCredentials: String {
        absoluteString.hidingCredentials
    }
}

extension StringProtocol {
    /// The text with the user information of each URL in it (from
    /// `scheme://` to the last `@` before the path) replaced by `***@`.
    public var hidingCredentials: String {
        String(self).replacing(#/([A-Za-z][A-Za-z0-9+.\-]*://)[^/?#\s]*@/#) { match in
            "\(match.1)***@"
        }
    }
}
