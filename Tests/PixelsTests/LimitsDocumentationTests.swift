import Foundation
import PixelsTerminal
import Testing

@testable import Pixels

/// The limits table in `Sources/Pixels/Pixels.docc/Limits.md` says what the
/// code does: each row's default is computed here from the constant it names.
@Suite("The documented limits match the code")
struct LimitsDocumentationTests {
    static let table: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Pixels/Pixels.docc/Limits.md")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    static func bytes(_ count: Int) -> String {
        count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count >> 10) KiB"
    }

    static func duration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(attoseconds / 1_000_000_000_000_000) ms"
    }

    /// Each row's default and the code it names.
    static var rows: [(value: String, code: String)] {
        let server = ServerLimits()
        let responses: [(ResponseLimit, String)] = [
            (.listing, "listing"), (.details, "details"), (.thumbnail, "thumbnail"),
            (.fullSize, "fullSize"), (.login, "login"), (.vote, "vote"), (.anyAnswer, "anyAnswer"),
        ]
        return [(duration(HTTPClient.defaultTimeout), "HTTPClient.defaultTimeout")]
            + responses.map { (bytes($0.0.maximumBytes), "ResponseLimit.\($0.1)") }
            + [
                (bytes(HTTPAnswerReader.maximumHeadBytes), "HTTPAnswerReader.maximumHeadBytes"),
                ("\(HTTPAnswerReader.maximumHeaderLines)", "HTTPAnswerReader.maximumHeaderLines"),
                (
                    "\(HTTPAnswerReader.maximumInterimAnswers)",
                    "HTTPAnswerReader.maximumInterimAnswers"
                ),
                (
                    bytes(HTTPAnswerReader.maximumChunkSizeLine),
                    "HTTPAnswerReader.maximumChunkSizeLine"
                ),
                (
                    "\(PhotoDecoder.maximumTextLength) Unicode scalars",
                    "PhotoDecoder.maximumTextLength"
                ),
                ("\(Frame.scalarsPerCell)", "Frame.scalarsPerCell"),
                (
                    "\(TerminalSize.maximumColumns) × \(TerminalSize.maximumRows) cells",
                    "TerminalSize.maximumColumns"
                ),
                (duration(Termination.deadline), "Termination.deadline"),
                ("\(PhotoImporter.largestThumbnailSide) px", "PhotoImporter.largestThumbnailSide"),
                ("\(PhotoImporter.largestFullSizeSide) px", "PhotoImporter.largestFullSizeSide"),
                ("\(PPM.maximumSide) px", "PPM.maximumSide"),
                ("\(PhotoDecoder.maximumPhotosPerPage)", "PhotoDecoder.maximumPhotosPerPage"),
                ("\(GalleryViewModel.cachedThumbnails)", "GalleryViewModel.cachedThumbnails"),
                ("\(GalleryViewModel.thumbnailSide) px", "GalleryViewModel.thumbnailSide"),
                (duration(server.requestDeadline), "ServerLimits.requestDeadline"),
                (duration(server.writeDeadline), "ServerLimits.writeDeadline"),
                ("\(server.maximumConnections)", "ServerLimits.maximumConnections"),
                ("\(server.workers)", "ServerLimits.workers"),
                (bytes(server.maximumHeadBytes), "ServerLimits.maximumHeadBytes"),
                (bytes(server.maximumBodyBytes), "ServerLimits.maximumBodyBytes"),
                ("\(PhotoRouter.maximumPerPage)", "PhotoRouter.maximumPerPage"),
                ("\(server.loggedRequests)", "ServerLimits.loggedRequests"),
                ("\(server.loggedLineLength) characters", "ServerLimits.loggedLineLength"),
                ("\(server.tokens)", "ServerLimits.tokens"),
                (duration(server.reachDeadline), "ServerLimits.reachDeadline"),
                (
                    "\(duration(server.acceptBackoff)), doubling to \(duration(server.maximumAcceptBackoff))",
                    "ServerLimits.acceptBackoff"
                ),
            ]
    }

    @Test("every row of the limits table gives the default its constant has")
    func tableMatchesCode() {
        #expect(!Self.table.isEmpty, "Limits.md was not found beside the sources")
        for row in Self.rows {
            #expect(
                Self.table.contains("| \(row.value) | `\(row.code)`"),
                "Limits.md should give \(row.value) for \(row.code)")
        }
    }
}
