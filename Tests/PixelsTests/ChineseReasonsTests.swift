import Foundation
import Testing
import WorkbookKit

@testable import Pixels
@testable import PixelsTerminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The reasons inside the app's errors, made by the real code paths (a
/// port in use, a URL without a host, a server that hangs up, a failed
/// system call), in Chinese: each Chinese line is Chinese to its end, with
/// no English word but code, and each English line is as it always was.
@Suite("The reasons inside the app's errors, in Chinese to the end")
struct ChineseReasonsTests {
    @Test(
        "each system error the sockets and the terminal can meet has Chinese words and its name",
        arguments: [
            ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, EADDRINUSE, EADDRNOTAVAIL, EACCES, EPERM,
            ETIMEDOUT, ECONNRESET, ECONNABORTED, EPIPE, EMFILE, ENFILE, ENOBUFS, ENOMEM,
            ENOTCONN, ENETDOWN, EHOSTDOWN, EAFNOSUPPORT, EINTR, EAGAIN, EBADF, EINVAL, EIO,
            ENOTTY, ENXIO, ENOENT,
        ])
    func systemErrors(code: Int32) {
        let reason = SystemError(code).text
        #expect(reason.en == String(cString: strerror(code)))
        #expect(reason.zh.containsChinese)
        #expect(!reason.zh.hasPrefix("系统错误"), "no Chinese wording for \(reason.zh)")
        #expect(reason.zh.hasSuffix("（\(SystemError(code).name)）"))
        #expect(SystemError(code).name.hasPrefix("E"))
        #expect(englishWords(in: reason.zh).isEmpty, "\(reason.zh)")
    }

    @Test("the words, for three of them")
    func threeSystemErrors() {
        #expect(SystemError(ENETUNREACH).text.zh == "网络不可达（ENETUNREACH）")
        #expect(SystemError(EADDRINUSE).text.zh == "地址已被占用（EADDRINUSE）")
        #expect(SystemError(ECONNREFUSED).text.zh == "连接被拒绝（ECONNREFUSED）")
    }

    @Test("an error without Chinese words is named all the same, or numbered")
    func otherSystemErrors() {
        #expect(SystemError(ELOOP).text.zh == "系统错误（ELOOP）")
        #expect(SystemError(9_999).text.zh == "系统错误（errno 9999）")
    }

    @Test("a port in use: the photo server's error names the port and EADDRINUSE, in Chinese")
    func portInUse() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let error = #expect(throws: PixelsError.self) {
            try PhotoServer.start(port: server.port, fixtures: Fixtures.store())
        }
        let port = server.port
        #expect(
            error?.description
                == "photo server failed: cannot listen on 127.0.0.1:\(port): "
                + String(cString: strerror(EADDRINUSE)))
        #expect(error?.text.zh == "照片服务器出错：无法在 127.0.0.1:\(port) 上监听：地址已被占用（EADDRINUSE）")
    }

    @Test("a server its own process cannot reach says so in Chinese, to the end")
    func unreachable() throws {
        var plan = FaultPlan()
        plan.unreachable = true
        let error = #expect(throws: PixelsError.self) {
            let server = try PhotoServer.start(fixtures: Fixtures.store(), faults: plan)
            server.stop()
        }
        let chinese = try #require(error?.text.zh)
        #expect(chinese.hasPrefix("照片服务器出错：本进程连不上 http://127.0.0.1:"))
        #expect(chinese.hasSuffix("（连接被拒绝）；回环接口启用了吗？"))
        #expect(englishWords(in: chinese).isEmpty, "\(chinese)")
    }

    @Test(
        "a URL the client cannot use says why in Chinese",
        arguments: [
            ("http:///v1/photos", "网络错误：URL http:///v1/photos 没有主机"),
            ("http://127.0.0.1:99999/", "网络错误：URL http://127.0.0.1:99999/ 没有 1 到 65535 之间的端口"),
        ])
    func clientReasons(url: String, chinese: String) async throws {
        let request = URLRequest(url: try #require(URL(string: url)))
        let result = await send(request)
        #expect(result.error?.text.zh == chinese)
        #expect(englishWords(in: chinese).isEmpty)
    }

    @Test("a JSON path and a kind in Chinese, the path quoted as code")
    func decodingSummary() {
        let json = #"{"token":7,"user":{"username":"d","fullname":"D"}}"#
        let error = #expect(throws: PixelsError.self) {
            try PhotoDecoder.token(from: Data(json.utf8))
        }
        #expect(error?.description == "malformed JSON: expected a string at token")
        #expect(error?.text.zh == #"JSON 格式不对：在 "token" 处应为字符串"#)
    }

    @Test("a terminal call that fails names the call and the error, in Chinese")
    func terminalCall() {
        let error = TerminalError.systemCall("tcsetattr", errno: ENOTTY)
        #expect(error.description == "tcsetattr failed: \(String(cString: strerror(ENOTTY)))")
        #expect(error.text.zh == "tcsetattr 调用失败：不是终端（ENOTTY）")
    }

    @Test("a missing fixtures folder: the path is code, the rest Chinese")
    func missingFixtures() {
        let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let error = #expect(throws: PixelsError.self) { try FixtureStore(directory: folder) }
        let chinese = error?.text.zh ?? ""
        #expect(chinese.hasPrefix("无法读取自带的照片数据：无法读取 /nonexistent-"))
        #expect(englishWords(in: chinese).isEmpty, "\(chinese)")
    }

    private func send(_ request: URLRequest) async -> Result<Data, PixelsError> {
        let client = HTTPClient(timeout: .seconds(10))
        return await withCheckedContinuation { continuation in
            client.send(request) { continuation.resume(returning: $0) }
        }
    }
}
