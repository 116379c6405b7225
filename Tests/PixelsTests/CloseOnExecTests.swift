import Testing

@testable import Pixels

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A descriptor that a program started by another thread inherits stays open
/// in that program: a server's port copied that way goes on accepting after
/// the server has closed it. So every descriptor the photo server and the
/// app's client make is close-on-exec from the call that makes it.
@Suite("The sockets and pipes of the photo server are never inherited")
struct CloseOnExecTests {
    @Test("a socket is close-on-exec from the call that makes it")
    func sockets() {
        let descriptor = Platform.tcpSocket()
        defer { Platform.closeDescriptor(descriptor) }
        #expect(descriptor >= 0)
        #expect(Self.closesOnExec(descriptor))
    }

    @Test("an accepted client is close-on-exec from the call that accepts it")
    func acceptedClients() throws {
        let (listener, port) = try Socket.listen(port: 0)
        defer { Platform.closeDescriptor(listener) }
        let caller = try RawHTTP.Connection(port: port)
        defer { caller.close() }
        let client = Platform.acceptClient(listener)
        defer { Platform.closeDescriptor(client) }
        #expect(client >= 0)
        #expect(Self.closesOnExec(client))
    }

    @Test("both ends of the wake-up pipe are close-on-exec")
    func pipes() throws {
        let ends = try #require(Platform.makePipe())
        defer {
            Platform.closeDescriptor(ends.read)
            Platform.closeDescriptor(ends.write)
        }
        #expect(Self.closesOnExec(ends.read))
        #expect(Self.closesOnExec(ends.write))
    }

    private static func closesOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }
}
