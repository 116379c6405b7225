import Chapter3Calls
import Chapter4Calls
import Chapter5Calls
import Chapter6Calls
import ExerciseGrading
import WorkbookKit

/// The Chinese of the lines the answer programs write for the stories of
/// 3.7, 4.7, 5.7 and 6.7 (what was typed, rung, read, shown) and for 5.2's
/// photos: the programs write English only, and the judge translates each
/// line it knows, leaving a value as it is.
///
/// ```swift
/// print(RunWords.line("0.5 s: a search for \"t\" starts"))   // prints 0.5 s：对 "t" 的搜索开始
/// ```
enum RunWords {
    /// `line` in Chinese, its indentation kept; as it is if it is none of
    /// the lines the stories write.
    static func line(_ line: String) -> String {
        let indent = String(line.prefix { $0 == " " })
        let body = String(line.dropFirst(indent.count))
        if let match = body.wholeMatch(of: #/(\d+(?:\.\d+)? s): (.*)/#) {
            return indent + "\(match.1)：" + event(String(match.2))
        }
        if let match = body.wholeMatch(of: #/at (\d+(?:\.\d+)? s): (.*)/#) {
            return indent + "\(match.1) 时：" + event(String(match.2))
        }
        return indent + event(body)
    }

    /// An event, a step or a fact, without its time.
    private static func event(_ text: String) -> String {
        // 3.7
        if text == "a stream is made" { return "创建一个流" }
        if let match = text.wholeMatch(of: #/the doorbell rings for (.*)/#) {
            return "门铃为 \(match.1) 响起"
        }
        if let match = text.wholeMatch(of: #/stream (\d+) is read by a task that is cancelled/#) {
            return "流 \(match.1) 被一个随后取消的任务读取"
        }
        if let match = text.wholeMatch(of: #/stream (\d+) made; the doorbell has (\d+) observers?/#)
        {
            return "创建了流 \(match.1)；门铃有 \(match.2) 个观察者"
        }
        if let match = text.wholeMatch(
            of:
                #/the reader of stream (\d+) got (.*), then ended; the doorbell has (\d+) observers?/#
        ) {
            let names = match.2 == "no names" ? "（没有名字）" : String(match.2)
            return "流 \(match.1) 的读取方收到了 \(names)，然后结束了；门铃有 \(match.3) 个观察者"
        }
        // 4.7
        if let match = text.wholeMatch(of: #/(\d+) streams?/#) { return "\(match.1) 个流" }
        if let match = text.wholeMatch(of: #/reader (\d+) got (.*), then its stream ended/#) {
            return "读取方 \(match.1) 收到了 \(match.2)，然后它的流结束了"
        }
        if let match = text.wholeMatch(of: #/reader (\d+) got (.*), then waited for ever/#) {
            return "读取方 \(match.1) 收到了 \(match.2)，然后一直等下去"
        }
        if let match = text.wholeMatch(
            of: #/the source ran (once|\d+ times), working out (\d+) elements?/#)
        {
            let runs = match.1 == "once" ? "1" : String(match.1.dropLast(" times".count))
            return "源运行了 \(runs) 次，算出了 \(match.2) 个元素"
        }
        // 5.7
        if let match = text.wholeMatch(
            of:
                #/type (".*?")(?:; its search takes (\d+(?:\.\d+)? s), then (answers (.*?)|fails)(, even if cancelled)?)?/#
        ) {
            guard let takes = match.2 else { return "输入 \(match.1)" }
            let answer = match.4.map { "回答 \($0)" } ?? "失败"
            return "输入 \(match.1)；它的搜索耗时 \(takes)，然后\(answer)"
                + (match.5 == nil ? "" : "，即使被取消")
        }
        if let match = text.wholeMatch(of: #/the box shows (.*)/#) { return "搜索框显示 \(match.1)" }
        if let match = text.wholeMatch(of: #/typed (.*)/#) { return "输入了 \(match.1)" }
        if let match = text.wholeMatch(of: #/a search for (.*) starts/#) {
            return "对 \(match.1) 的搜索开始"
        }
        if let match = text.wholeMatch(of: #/the search for (.*) is cancelled/#) {
            return "对 \(match.1) 的搜索被取消"
        }
        if let match = text.wholeMatch(of: #/the search for (.*) fails/#) {
            return "对 \(match.1) 的搜索失败"
        }
        if let match = text.wholeMatch(of: #/the search for (.*?) answers (.*)/#) {
            return "对 \(match.1) 的搜索回答了 \(match.2)"
        }
        // 6.7
        if text == "the screen appears" { return "界面出现" }
        if text == "the screen goes" { return "界面离开" }
        if let match = text.wholeMatch(of: #/import (\d+) takes (\d+(?:\.\d+)? s), then (.*)/#) {
            return "第 \(match.1) 次导入耗时 \(match.2)，然后\(answer(String(match.3)))"
        }
        if let match = text.wholeMatch(of: #/import (\d+) starts/#) {
            return "第 \(match.1) 次导入开始"
        }
        if let match = text.wholeMatch(of: #/import (\d+) is cancelled/#) {
            return "第 \(match.1) 次导入被取消"
        }
        if let match = text.wholeMatch(of: #/import (\d+) fails: (.*)/#) {
            return "第 \(match.1) 次导入失败：\(match.2)"
        }
        if let match = text.wholeMatch(of: #/import (\d+) (answers .*)/#) {
            return "第 \(match.1) 次导入\(answer(String(match.2)))"
        }
        if let match = text.wholeMatch(
            of:
                #/the gallery has (no photos|\d+ photos? \(.*\)), (loading|not loading), (no error|the error (.*))( \(no change announced\))?/#
        ) {
            let photos =
                match.1 == "no photos"
                ? "没有照片"
                : String(match.1).replacing(#/(\d+) photos? /#) { "\($0.1) 张照片" }
            let error = match.4.map { "错误 \($0)" } ?? "没有错误"
            return "画廊有\(photos == "没有照片" ? "：" : " ")\(photos)，"
                + (match.2 == "loading" ? "正在加载" : "没在加载") + "，\(error)"
                + (match.5 == nil ? "" : "（没有通知变化）")
        }
        // Any of them
        if text.hasPrefix("("), text.hasSuffix(" had not ended after 5 seconds)") {
            return "（5 秒之后还没有结束）"
        }
        if text.hasSuffix(" had not ended after 5 seconds") { return "5 秒之后还没有结束" }
        return text
    }

    /// An import's answer: "answers 3 photos", "fails".
    private static func answer(_ text: String) -> String {
        switch text {
        case "fails": "失败"
        case "answers no photos": "回答没有照片"
        case "answers 1 photo": "回答 1 张照片"
        default:
            text.wholeMatch(of: #/answers (\d+) photos/#).map { "回答 \($0.1) 张照片" } ?? text
        }
    }

    /// Lines written one under another after "expected: ", in Chinese,
    /// each under the one before after "预期：".
    static func underLabel(_ description: String) -> String {
        description.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line(String($0.drop { $0 == " " })) }
            .joined(separator: "\n      ")
    }

    /// A story's lines as a call names them: `head` then one line each.
    static func story(_ head: String, _ description: String) -> String {
        head + "\n"
            + description.split(separator: "\n").map { line(String($0)) }.joined(separator: "\n")
    }
}

extension BellRun: SaysItself {
    /// What the story gave, in both languages.
    public var said: Bilingual { Bilingual(en: description, zh: RunWords.underLabel(description)) }
}

extension SharedRun: SaysItself {
    /// What the story gave, in both languages.
    public var said: Bilingual { Bilingual(en: description, zh: RunWords.underLabel(description)) }
}

extension SearchRun: SaysItself {
    /// What the story gave, in both languages.
    public var said: Bilingual { Bilingual(en: description, zh: RunWords.underLabel(description)) }
}

extension ScreenRun: SaysItself {
    /// What the story gave, in both languages.
    public var said: Bilingual { Bilingual(en: description, zh: RunWords.underLabel(description)) }
}

extension PhotoList: SaysItself {
    /// The photos, in both languages.
    public var said: Bilingual {
        guard !photos.isEmpty else { return Bilingual(en: description, zh: "没有照片") }
        let shown = photos.prefix(12).map(\.chinese)
        let more = photos.count > 12 ? ["……（还有 \(photos.count - 12) 张照片）"] : []
        return Bilingual(en: description, zh: (shown + more).joined(separator: "\n      "))
    }
}

extension PhotoList.Fields {
    /// The fields 5.2 sets, and any other that is set, in Chinese.
    var chinese: String {
        func text(_ value: String, upTo limit: Int = 40) -> String {
            value.count > limit
                ? String(value.prefix(20)).debugDescription + " + …（共 \(value.count) 个字符）"
                : value.debugDescription
        }
        func text(_ url: URLIdentity) -> String {
            url.isRelative
                ? "\(text(url.relative, upTo: 120))（相对于 \(url.bases.joined(separator: "，再相对于 "))）"
                : text(url.absolute, upTo: 120)
        }
        var line =
            "照片 \(id) \(text(name))，摄影师 \(text(photographer))，评分 \(rating)，"
            + "缩略图 \(text(thumbnailURL))"
        if let fullSizeURL { line += "，高清图 \(text(fullSizeURL))" }
        if let commentsCount { line += "，\(commentsCount) 条评论" }
        if votedFor { line += "，已投票" }
        if hasImages { line += "，带图片" }
        return line
    }
}

extension SharingCall {
    /// The call as the message names it, in Chinese.
    var chinese: String {
        description.replacing(
            #/^shared\(a source of (.*), readers: (\d+)\), read in the order (.*)$/#
        ) {
            "shared(一个产生 \($0.1) 的源, readers: \($0.2))，按 \($0.3) 的顺序读取"
        }
    }
}
