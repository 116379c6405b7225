import Foundation
import Pixels
import Testing
import WorkbookKit

@testable import PixelsTerminal

/// The Pixels app under `--lang zh`: its screens, key help, captions and
/// errors in Chinese, while English stays as it was.
@Suite("The Pixels app in Chinese")
struct ChineseAppTests {
    /// Whether `text` carries a Chinese character.
    private func isChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    @Test("the gallery's title, footer and help overlay are in Chinese")
    func gallery() {
        let app = AppHarness(language: .chinese)
        app.settle()
        #expect(app.lines[0].contains("500px 热门照片"))
        #expect(app.lines[0].contains("1/"))
        #expect(app.lines[23] == " ←↑↓→ 选择 · Enter 打开 · r 重新加载 · ? 按键 · q 退出")
        app.press(.character("?"))
        #expect(app.screen.contains("画廊的按键"))
        #expect(app.screen.contains("显示或隐藏这些按键"))
        #expect(app.screen.contains("立即退出"))
    }

    @Test("the pager, the details and the login form speak Chinese")
    func otherScreens() {
        let app = AppHarness(language: .chinese)
        app.settle()
        app.press(.enter)
        app.settle()
        #expect(app.lines[23] == " ←→ 翻页 · Enter 详情 · Esc 返回 · ? 按键 · q 退出")
        app.press(.enter)
        app.settle()
        #expect(app.screen.contains("摄影师"))
        #expect(app.screen.contains("[ 投票 ]"))
        #expect(app.lines[23] == " Enter 投票 · Esc 返回 · ? 按键 · q 退出")
        app.press(.enter)
        app.settle()
        #expect(app.screen.contains("登录后投票"))
        #expect(app.screen.contains("用户名"))
        #expect(app.lines[23] == " Tab 下一栏 · Enter 登录 · Esc 取消")
    }

    @Test("a failed import says why in Chinese on the gallery")
    func failedImport() {
        let app = AppHarness(failing: [.importPhotos], language: .chinese)
        app.settle()
        #expect(app.screen.contains("没有照片：http://fake.test/importPhotos 返回了 HTTP 500"))
    }

    @Test("in English, the screens read as before")
    func english() {
        let app = AppHarness()
        app.settle()
        #expect(app.lines[0].contains("Popular on 500px"))
        #expect(app.lines[23] == " ←↑↓→ select · Enter open · r reload · ? keys · q quit")
    }

    @Test(
        "every error of the app says itself in Chinese too, with no English word but code",
        arguments: [
            PixelsError.connectionRefused(url: "http://127.0.0.1:9"),
            .timedOut(url: "http://x"), .responseTooLarge(.listing),
            .network(SystemError(ECONNRESET).text),
            .malformedJSON(en: "the login token is empty", zh: "登录令牌是空的"),
            .badImageHeader(en: "its width is not a number", zh: "宽度不是数字"),
            .truncatedImage(expectedBytes: 4, actualBytes: 2),
            .imageTooLarge(width: 9000, height: 9000, maximum: 4096), .loginRejected,
            .notLoggedIn, .noPhoto(index: 7, count: 3), .httpStatus(500, url: "http://x"),
            .unsupportedURL("ftp://x"), .missingImageSize(photoID: 1, size: 4),
            .fixturesUnavailable(en: "cannot read /tmp/x.json", zh: "无法读取 /tmp/x.json"),
            .serverFailed(SystemError(EADDRINUSE).text),
        ])
    func pixelsErrors(_ error: PixelsError) {
        let chinese = PixelsApp.text(of: error, in: .chinese)
        #expect(isChinese(chinese), "\(error)")
        #expect(englishWords(in: chinese).isEmpty, "\(chinese)")
        #expect(PixelsApp.text(of: error, in: .english) == error.description)
    }

    @Test("a refused connection and a broken image, word for word")
    func twoErrors() {
        #expect(
            PixelsError.connectionRefused(url: "http://127.0.0.1:9").text.zh
                == "http://127.0.0.1:9 拒绝了连接（服务器在运行吗？）")
        #expect(
            PixelsError.truncatedImage(expectedBytes: 12, actualBytes: 3).text.zh
                == "PPM 图片不完整：应有 12 字节的像素，只收到 3 字节")
        #expect(
            PixelsError.responseTooLarge(.listing).text.zh == "照片 API 发来的数据超过了照片列表的上限 2 MiB")
    }

    @Test(
        "every launcher error is in Chinese too",
        arguments: [
            ["--bogus"], ["extra"], ["--api"], ["--api", "ftp://x"], ["--script", "fly"],
            ["--serve", "0"], ["--serve", "--app"], ["--lang", "fr"],
        ])
    func launcherErrors(_ arguments: [String]) {
        let error = #expect(throws: LaunchError.self) { try LaunchOptions(arguments) }
        #expect(error.map { isChinese($0.text.zh) } == true, "\(arguments)")
    }

    @Test("the prompt before the app opens is in Chinese")
    func prompt() {
        #expect(EnterPrompt.question.zh == "按 Enter 打开应用（q 退出） ")
        #expect(EnterPrompt.question.en == "Press Enter to open the app (q to quit) ")
    }
}
