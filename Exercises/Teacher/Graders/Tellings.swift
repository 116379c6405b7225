import Chapter3Calls
import Chapter4Calls
import Chapter5Calls
import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

// The cases of the trace exercises told in both languages: the English is
// each case's own `description` (written by the answer programs' side), the
// Chinese is told here, on the judge's side, from the same fields.

/// A script drawn as marbles, or said to send nothing.
private func drawn(_ script: [Recorded<String>]) -> String {
    script.isEmpty ? "（什么也不发送）" : Marbles.render(script)
}

/// "subscriber 2 (from 3 to 5)" in Chinese.
private func subscriberLabel(_ index: Int, from: Int, until: Int?) -> String {
    "订阅者 \(index + 1)（从第 \(from) 刻" + (until.map { "到第 \($0) 刻）" } ?? "起）")
}

extension Crowd {
    /// The crowd in both languages, the source called `name` (`the feed`).
    func told(as name: String) -> Bilingual {
        let crowd =
            subscribers.isEmpty
            ? "没有订阅者"
            : subscribers.enumerated().map {
                subscriberLabel($0.offset, from: $0.element.from, until: $0.element.until)
            }.joined(separator: "，")
        let chineseName = name == "the feed" ? "feed 信号" : name == "the fetch" ? "fetch 信号" : name
        return Bilingual(
            en: described(as: name),
            zh: "\(chineseName)：\(drawn(source))   冷信号，每次订阅都从头开始\n" + crowd)
    }
}

extension DoorbellVisit {
    /// The visit in both languages: the rings, the unplug, the subscribers.
    var told: Bilingual {
        let names = rings.prefix(8).map(\.debugDescription).joined(separator: "、")
        let more = rings.count > 8 ? "……（共 \(rings.count) 次铃声）" : ""
        let ringing =
            rings.isEmpty
            ? "门铃从不响"
            : rings.count == 1
                ? "门铃在第 1 刻响起，带着 \(names)"
                : "门铃在第 1 到第 \(rings.count) 刻依次响起，带着 \(names)\(more)"
        let unplug = unplugAt.map { "，在第 \($0) 刻拔掉电源" } ?? "，从不拔掉电源"
        let crowd =
            subscribers.isEmpty
            ? "没有订阅者"
            : subscribers.enumerated().map {
                subscriberLabel($0.offset, from: $0.element.from, until: $0.element.until)
            }.joined(separator: "，")
        return Bilingual(en: description, zh: ringing + unplug + "\n" + crowd)
    }
}

extension SharingStory {
    /// The story of 5.4 in both languages, and what its letters stand for.
    var told: Bilingual {
        let screens = subscribers.enumerated().map { index, screen in
            "订阅者 \(index + 1)：从第 \(screen.from) 刻起"
                + (screen.leavesAt.map { "，在第 \($0) 刻离开" } ?? "")
        }
        let zh = (["request（冷信号）：\(drawn(request))   每次订阅都从头开始"] + screens)
            .joined(separator: "\n")
        return Bilingual(
            en: "\(self)\n\(ImportBodies.legend)",
            zh: zh + "\n" + """
                其中 request 的 b = 14 张照片的列表，s = 1 张照片的列表，z = 空列表，
                  l = 150 张照片的列表（解码器保留 100 张），x = 被截断的 JSON；
                  订阅者收到的 p = 解码出的 14 张照片，q = 那 1 张照片，e = 没有照片，
                  h = 保留下来的 100 张照片
                """)
    }
}

extension CellStory {
    /// The story of 5.5 in both languages, and what its letters stand for.
    var told: Bilingual {
        var configured = 0
        let lines = moves.map { move in
            switch move.step {
            case .configure(let script):
                let letter = Self.letters[min(configured, Self.letters.count - 1)]
                configured += 1
                return "第 \(move.tick) 刻：configure(cell, thumbnail: \(letter))，"
                    + "\(letter)（冷信号）：\(drawn(script))"
            case .reuse:
                return "第 \(move.tick) 刻：cell.reuse()"
            case .letGo:
                return "第 \(move.tick) 刻：网格放开了单元格"
            }
        }
        return Bilingual(
            en: "\(self)\n\(CellStory.legend)",
            zh: (lines + [
                "其中 cell.image 的 n = nil（空白），a、b、…… = 第一次、第二次……",
                "  configure 的照片的缩略图",
            ]).joined(separator: "\n"))
    }
}

extension DetailsStory {
    /// The story of 5.6 in both languages, and what its letters stand for.
    var told: Bilingual {
        func text(_ text: String) -> String {
            text.count > 40
                ? String(text.prefix(20)).debugDescription + " + …（共 \(text.count) 个字符）"
                : text.debugDescription
        }
        let scripts = downloads.enumerated().map { index, script in
            let name =
                downloads.count == 1
                ? "每次下载"
                : index == downloads.count - 1 ? "之后的下载" : "第 \(index + 1) 次下载"
            return name + (script.isEmpty ? "" : " ") + drawn(script)
        }
        var subscription = "第 \(subscribeAt) 刻订阅"
        if let disposeAt { subscription += "，第 \(disposeAt) 刻释放（界面关闭）" }
        if let lateSubscriberAt { subscription += "，第 \(lateSubscriberAt) 刻有第二个订阅者" }
        let zh = [
            "照片：\(listed.id) \(text(listed.name))，摄影师 \(text(listed.photographer))，"
                + "评分 \(listed.rating)，来自列表",
            "fetchDetails(photo)（冷信号）：\(drawn(details))",
            "downloadFullSize(details)（冷信号）：" + scripts.joined(separator: "，"),
            subscription,
            "其中 d = 带详情的照片，e = 再次发送的详情（多一条评论），",
            "  i = 高清图，f = 带图片的 d，g = 带图片的 e；",
            "  p = 列表里的照片，l = 带图片的 p",
        ]
        return Bilingual(en: "\(self)\n\(DetailsStory.legend)", zh: zh.joined(separator: "\n"))
    }
}

extension ActivityStory {
    /// The story in Chinese, line by line as `description` tells it.
    var chineseLines: [String] {
        let work = self.work == "download" ? "下载" : self.work == "import" ? "导入" : self.work
        let scripts = runs.enumerated().map { index, script in
            let name = index == runs.count - 1 && index > 0 ? "之后各次" : "第 \(index + 1) 次"
            return name + (script.isEmpty ? "" : " ") + drawn(script)
        }
        var subscription = "第 \(subscribeAt) 刻订阅"
        if let disposeAt { subscription += "，第 \(disposeAt) 刻释放" }
        if let lateSubscriberAt { subscription += "，第 \(lateSubscriberAt) 刻有一个晚来的订阅者" }
        if let letGoAt { subscription += "，第 \(letGoAt) 刻界面放开了视图模型" }
        return [
            "active:   \(activity.isEmpty ? "（从不变化）" : Marbles.render(activity))"
                + "   t = 变为激活，f = 变为未激活",
            "\(work)：\(scripts.joined(separator: "，"))   每次都从头开始",
            subscription,
        ]
    }
}

extension PagerStory {
    /// The story of 6.5 in both languages, and what its letters stand for.
    var told: Bilingual {
        let lines = story.told(in: .chinese).split(separator: "\n").dropLast().map(String.init)
        let pages = pageCount == 0 ? "一个页面也没有" : "\(pageCount) 个页面，0 到 \(pageCount - 1)"
        let zh =
            lines + [
                "\(pages)；第 \(story.subscribeAt) 刻调用 activateCurrentPage",
                "其中 pager 的 t = pager 变为激活，f = 变为未激活，| 或 # = 它消失；",
                "  current 的 a = 0，b = 1，c = 2，d = \(pageCount)（刚好越过最后一页），e = -1，",
                "  f = Int.min，g = Int.max，h = \(pageCount - 1)（最后一页）；",
                "  各页面的 t = 激活，f = 未激活",
            ]
        return Bilingual(en: description, zh: zh.joined(separator: "\n"))
    }
}

/// What the letters of the chapter 5 and 6 stories stand for, in Chinese:
/// the English legends are the answer programs' own.
enum ChineseLegends {
    /// 5.3
    static let thumbnail = """
        其中 body 的 a、c = 32×32 缩略图的字节，d = 1×1 的，g = 3×2 的，
          b = 被截断的字节，e = 一个字节也没有，f = 文本格式的 PPM（P3）：decode 拒绝 b、e、f；
          main 的每个 x 都是主线程调度者运行它的队列的时刻；
          缩略图的 a、c、d、g 是从 body 的 a、c、d、g 解码出的图片
        """

    /// 6.1
    static let login = """
        其中每个字母设置输入框的文本（两个输入框一开始都是 ""）：
          a = ""，b = "ash"，c = " "，d = "x"，e = "été"，f = "\\n"，g = "👩‍👩‍👧"，
          h = "e\\u{301}"，i = 5,000 个字符，j = "\\u{200B}"（零宽空格），k = "\\t"；
          isValid 的 t = true，f = false
        """

    /// 6.2
    static let ratings = """
        其中 active 的 t = 视图模型变为激活，f = 变为未激活，
          | 或 # = 它消失；
          ratings 的 a = 97.256，b = 97.25，c = 99.999，d = 98.4，e = 96.2，f = 100，g = 150.5，
          h = 1234567.89，i = -3.14159，j = -0.0，k = 0.005，l = 1e300，m = infinity，n = NaN，
          o = 97.125，p = 0.125（正好在中间，%.2f 向偶数舍入）
        """

    /// 6.3
    static let loading = "其中 i = 一张图片；标志的 t = true，f = false"

    /// 6.4
    static let gallery = """
        其中导入的 p = 3 张示例照片，q = 一张照片（id 为 Int.max，没有名字），
          e = 一张照片也没有，# = 失败（第 1 次导入是 HTTP 500，第 2 次超时，
          第 3 次 JSON 格式错误，如此循环）；
          photos 的 e = []，p = 3 张示例照片，q = 那一张照片；
          errorMessage 的 n = nil，x、y、z = 500、超时、JSON 错误的描述
        """
}
