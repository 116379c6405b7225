/// How much the photo server gives any one client, and how much it remembers.
///
/// The defaults hold against slow and hostile clients: a client has
/// `requestDeadline` to send its whole request (head and body), however it
/// trickles; heads are read by one event loop, so a slow client holds a
/// socket, never a worker; at most `maximumConnections` are open at once
/// (more get 503); and the request log and the login tokens are bounded.
/// Tests shorten the deadlines and shrink the bounds.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.requestDeadline = .milliseconds(300)
/// let server = try PhotoServer.start(limits: limits)
/// ```
///
/// Book: none; the 500px API kept its own limits
public struct ServerLimits: Sendable, Hashable {
    /// The longest a client may take to send a whole request, head and
    /// body, from the moment it connects; then it gets 408. Default 5 s.
    public var requestDeadline: Duration = .seconds(5)
    /// The longest a worker spends writing one answer to a client that does
    /// not read it. Default 10 s.
    public var writeDeadline: Duration = .seconds(10)
    /// The most connections open at once, being read or being served; the
    /// next one gets 503. Default 1,024.
    public var maximumConnections = 1_024
    /// The most threads serving complete requests at once; more requests
    /// wait in line. Default 32.
    public var workers = 32
    /// The largest request head accepted; a larger one gets 431. Default 16 KiB.
    public var maximumHeadBytes = 16_384
    /// The largest request body accepted; a larger one gets 413. Default 64 KiB.
    public var maximumBodyBytes = 65_536
    /// How many recent requests `PhotoServer.requests` keeps. Default 1,000.
    public var loggedRequests = 1_000
    /// The most characters of one logged request line; longer ones are cut
    /// with `…`. Default 256.
    public var loggedLineLength = 256
    /// How many login tokens stay valid; the oldest goes when a new one
    /// would pass the bound. Default 1,000.
    public var tokens = 1_000
    /// The first pause after `accept` fails for want of descriptors or
    /// memory; each failure in a row doubles it. Default 10 ms.
    public var acceptBackoff: Duration = .milliseconds(10)
    /// The longest pause after failed accepts. Default 1 s.
    public var maximumAcceptBackoff: Duration = .seconds(1)
    /// How long `PhotoServer.start` tries to connect to the port it has just
    /// bound, to be sure this process can reach it (a machine whose loopback
    /// interface is down binds 127.0.0.1 but cannot connect to it). Default 2 s.
    public var reachDeadline: Duration = .seconds(2)

    /// The defaults, as listed.
    public init() {}
}
