/// The proof of a successful login, sent with each vote as
/// `Authorization: Bearer <token>`.
///
/// ```swift
/// let token = AuthToken("3f9c…", username: "demo")
/// print(token.authorizationHeader)   // prints Bearer 3f9c…
/// ```
///
/// Book: none; in the FunctionalReactivePixels repository, the OAuth access
/// token `PXRequest` keeps after `+authenticateWithUserName:password:completion:`.
public struct AuthToken: Sendable, Hashable {
    /// The opaque token the server issued.
    public let value: String
    /// Who logged in.
    public let username: String

    /// Wraps a token issued by the server.
    public init(_ value: String, username: String) {
        self.value = value
        self.username = username
    }

    /// The value of the `Authorization` header: `Bearer <token>`.
    public var authorizationHeader: String { "Bearer \(value)" }
}
