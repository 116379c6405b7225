import WorkbookKit

/// The Chinese of the words an answer program writes into its traces and
/// runs: the names of the parts (`the subscriber`, `the request`), the facts
/// (`freed`, `2 times`) and the labels of subscribers. The answer program
/// speaks English only, since it never knows the reader's language; the judge
/// translates what it reads back, word for word where it knows the words, and
/// leaves anything else as it is (a value, a name from code).
///
/// ```swift
/// print(TraceWords.name("the late subscriber", in: .chinese))   // prints 晚来的订阅者
/// print(TraceWords.fact("3 times", in: .chinese))               // prints 3 次
/// ```
enum TraceWords {
    /// Names of parts, exactly as the answer programs write them.
    private static let names: [String: String] = [
        "the subscriber": "订阅者",
        "the late subscriber": "晚来的订阅者",
        "the source": "源信号",
        "the feed": "feed 信号",
        "the fetch": "fetch 信号",
        "the name signal": "name 信号",
        "the greeting": "问候语",
        "the imports": "导入",
        "the download": "下载",
        "the request": "请求",
        "the thumbnail": "缩略图",
        "the late subscriber's thumbnail": "晚来的订阅者的缩略图",
        "each event handed over": "每个事件交出时所在的线程",
        "decode called": "decode 被调用",
        "the text": "显示的文字",
        "the text, for the late subscriber": "显示的文字（晚来的订阅者）",
        "isValid, for the late subscriber": "isValid（晚来的订阅者）",
        "loading, for the late subscriber": "loading（晚来的订阅者）",
        "photos, for the grid": "photos（网格）",
        "photos, for the title bar": "photos（标题栏）",
        "the view model, once let go": "放手之后的视图模型",
        "the view model, once gone": "消失之后的视图模型",
        "the pager, once gone": "消失之后的翻页器",
        "the cell, once the grid let it go": "网格放开之后的单元格",
        "the page receives": "页面收到的",
        "the second subscriber receives": "第二个订阅者收到的",
        "downloadFullSize was given": "传给 downloadFullSize 的",
        "registered by rings(…)": "rings(…) 注册的次数",
        "registered in all, after every subscriber": "所有订阅者之后，总共注册的次数",
    ]

    /// Facts, exactly as the answer programs write them.
    private static let facts: [String: String] = [
        "nothing": "（无）",
        "never": "从不",
        "once": "1 次",
        "freed": "已释放",
        "on main": "在主线程",
        "off main": "不在主线程",
        "nothing (never called)": "（无，从未调用）",
        "freed when the last reference to it went": "最后一个引用消失时就释放了",
        "still alive after the last reference went: something holds on to it":
            "最后一个引用消失后仍然存活：有东西还持有它",
        "still alive: a closure of yours captures self": "仍然存活：你的某个闭包捕获了 self",
        "still alive: something holds on to it": "仍然存活：有东西还持有它",
        "the listing's photo, without a full-size URL": "列表里的照片，没有高清图 URL",
        "the details d": "详情 d",
        "the details e": "详情 e",
    ]

    /// `name` in `language`.
    static func name(_ name: String, in language: Language) -> String {
        guard language == .chinese else { return name }
        if let known = names[name] { return known }
        if let match = name.wholeMatch(of: #/subscriber (\d+) \(from (\d+)(?: to (\d+))?\)/#) {
            return "订阅者 \(match.1)（从第 \(match.2) 刻"
                + (match.3.map { "到第 \($0) 刻）" } ?? "起）")
        }
        if let match = name.wholeMatch(of: #/subscriber (\d+)/#) {
            return "订阅者 \(match.1)"
        }
        if let match = name.wholeMatch(of: #/photos, for screen (\d+)/#) {
            return "photos（界面 \(match.1)）"
        }
        if let match = name.wholeMatch(of: #/(\w+) \(the download of photo (\w+)'s thumbnail\)/#) {
            return "\(match.1)（照片 \(match.2) 缩略图的下载）"
        }
        return name
    }

    /// The line that heads a part: `name:`.
    static func heading(_ name: String, in language: Language) -> String {
        language.pick("\(name):", "\(Self.name(name, in: language))：")
    }

    /// `fact` in `language`.
    static func fact(_ fact: String, in language: Language) -> String {
        guard language == .chinese else { return fact }
        if let known = facts[fact] { return known }
        if let match = fact.wholeMatch(of: #/(\d+) times?/#) {
            return "\(match.1) 次"
        }
        if let match = fact.wholeMatch(
            of: #/(\d+) cards? still scheduled after the disposal at (\d+)/#)
        {
            return "在第 \(match.2) 刻释放之后，仍有 \(match.1) 张牌在排程中"
        }
        if let match = fact.wholeMatch(
            of: #/(\d+) ring handlers? and (\d+) unplug handlers?/#)
        {
            return "\(match.1) 个响铃处理函数，\(match.2) 个拔掉电源处理函数"
        }
        let places = fact.components(separatedBy: ", ")
        if places.count > 1, places.allSatisfy({ facts[$0] != nil }) {
            return places.map { facts[$0] ?? $0 }.joined(separator: "、")
        }
        if fact.contains(", then ") {
            return fact.components(separatedBy: ", then ").map { Self.fact($0, in: language) }
                .joined(separator: "，然后是")
        }
        return fact
    }

    /// A label in a legend: `name(_:in:)` if it is one, else as it is.
    static func label(_ label: String, in language: Language) -> String {
        name(label, in: language)
    }
}
