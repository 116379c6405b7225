import Reactive

/// Who is logged in: the token of the last successful login, or `nil`.
///
/// One session is shared by the screens that need it: the login screen sets
/// the token, and the detail screen reads it to vote (and clears it when the
/// server no longer accepts it).
///
/// ```swift
/// let session = AuthSession()
/// session.isLoggedIn.subscribeNext { print($0) }          // prints false
/// session.token.value = AuthToken("3f9c", username: "demo")   // prints true
/// ```
///
/// Book: none; in the FunctionalReactivePixels repository, the OAuth state
/// `PXRequest` keeps, read by `-[FRPPhotoDetailViewModel loggedIn]`
public final class AuthSession: Sendable {
    /// The token of the current login, or `nil` when logged out.
    public let token: MutableProperty<AuthToken?>

    /// A session logged in with `token`, or logged out.
    public init(token: AuthToken? = nil) {
        self.token = MutableProperty(token)
    }

    /// Whether someone is logged in: now, then each change.
    public var isLoggedIn: Signal<Bool> {
        token.signal.map { $0 != nil }.distinctUntilChanged()
    }

    /// Forgets the token.
    public func logOut() {
        token.value = nil
    }
}
