import Foundation
import Pixels
import Testing

/// The bundled fixtures, loaded once for all tests.
enum Fixtures {
    private static let loaded = Result { () throws(PixelsError) in try FixtureStore.bundled() }

    static func store() throws -> FixtureStore { try loaded.get() }

    /// A server on a free port serving the bundled fixtures.
    static func server(faults: FaultPlan = FaultPlan()) throws -> PhotoServer {
        try PhotoServer.start(fixtures: store(), faults: faults)
    }

    /// A server on a port below the range the system hands out for port 0
    /// (Linux from 32768, a Mac from 49152), so that once it stops, no other
    /// test's server can be given the same port: a connection to it then
    /// fails for sure.
    static func serverOnAPrivatePort() throws -> PhotoServer {
        var lastError: (any Error)?
        for _ in 0..<50 {
            do {
                return try PhotoServer.start(
                    port: UInt16.random(in: 20_000..<30_000), fixtures: store())
            } catch {
                lastError = error
            }
        }
        throw lastError ?? PixelsError.network(en: "no private port was free", zh: "没有空闲的私有端口")
    }

    /// Whether connections to `port` are refused within `limit`, trying again
    /// until they are. A program that another thread of this process is
    /// starting holds a copy of every descriptor until it has started, a
    /// stopped server's listening socket included, so the port can accept for
    /// a moment after the server closed it. Once refused, it stays refused.
    /// Only a refusal counts: a connection that times out (a socket still
    /// listening with a full queue) does not.
    static func refusesSoon(port: UInt16, within limit: Duration = .seconds(10)) -> Bool {
        let refused = "connect failed (errno \(ECONNREFUSED))"
        let deadline = ContinuousClock.now.advanced(by: limit)
        while ContinuousClock.now < deadline {
            do {
                try RawHTTP.Connection(port: port).close()
            } catch let failure as RawHTTP.Failure {
                if failure.description == refused { return true }
            } catch {}
            usleep(20_000)
        }
        return false
    }

    /// The raw bytes of one fixture file, e.g. `v1/photos/1001.json`.
    static func file(_ path: String) throws -> Data {
        try Data(contentsOf: store().directory.appendingPathComponent(path))
    }
}

extension Fixtures {
    /// A server on a free port serving a copy of the bundled fixtures,
    /// changed by `edit` (which gets the copy's directory).
    static func server(editing edit: (URL) throws -> Void) throws -> PhotoServer {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("pixels-fixtures-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try store().directory, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try edit(copy)
        return try PhotoServer.start(fixtures: FixtureStore(directory: copy))
    }

    /// Rewrites the JSON file at `path` under `directory` with `change`.
    static func editJSON(
        _ path: String, in directory: URL, _ change: (inout [String: Any]) -> Void
    ) throws {
        let file = directory.appendingPathComponent(path)
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        change(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: file)
    }
}
