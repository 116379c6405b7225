import Foundation
import Pixels
import WorkbookKit

extension Workbook {
    /// `workbook read`: builds the six chapters, serves them (`Reading`) on
    /// 127.0.0.1 at `port`, says where in one line, and runs until Ctrl-C.
    func read(port: UInt16) throws -> Int32 {
        let shell = Shell(root: root)
        note(
            language.pick(
                "Building the six chapters (the first time takes a few minutes)…",
                "正在构建六章（第一次要几分钟）……"))
        for chapter in Catalog.chapters {
            let built = try shell.swift(["build", "--product", "Chapter\(chapter)"])
            guard built.status == 0 else {
                throw Failure(
                    language.pick(
                        "Chapter \(chapter) did not build; swift build --product Chapter\(chapter) "
                            + "shows why",
                        "第 \(chapter) 章没能构建；swift build --product Chapter\(chapter) 会说明原因"))
            }
        }
        // The chapters are built beside this program.
        let reading = Reading(
            root: root, language: language, make: Reading.programs(in: BuiltProducts.directory))
        let server: PhotoServer
        do {
            server = try PhotoServer.start(port: port, answering: reading.respond)
        } catch {
            let taken = language.pick(
                " (is another program using port \(port)? try --port 0)",
                "（是不是别的程序占用了端口 \(port)？试试 --port 0）")
            // The photo server's reason, without "photo server failed".
            guard case .serverFailed(let reason) = error else {
                throw Failure(error.text.text(in: language))
            }
            throw Failure(reason.text(in: language) + taken)
        }
        say(
            language.pick(
                "Open http://127.0.0.1:\(server.port)/ in a browser; Ctrl-C stops the server.",
                "用浏览器打开 http://127.0.0.1:\(server.port)/ 即可；按 Ctrl-C 停止。"))
        server.waitUntilStopped()
        return 0
    }
}
