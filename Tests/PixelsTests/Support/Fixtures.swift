import Foundation
import Pixels

/// The bundled fixtures, loaded once for all tests.
enum Fixtures {
    private static let loaded = Result { () throws(PixelsError) in try FixtureStore.bundled() }

    static func store() throws -> FixtureStore { try loaded.get() }

    /// A server on a free port serving the bundled fixtures.
    static func server(faults: FaultPlan = FaultPlan()) throws -> PhotoServer {
        try PhotoServer.start(fixtures: store(), faults: faults)
    }

    /// The raw bytes of one fixture file, e.g. `v1/photos/1001.json`.
    static func file(_ path: String) throws -> Data {
        try Data(contentsOf: store().directory.appendingPathComponent(path))
    }
}
