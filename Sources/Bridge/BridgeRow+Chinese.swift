extension BridgeRow {
    /// A cell of the table in Chinese: its names in backticks as they are,
    /// the few words around them in Chinese.
    ///
    /// The words are looked up by the cell's shape, its text with each name
    /// in backticks replaced by `§`, in `chineseShapes`; a cell of names
    /// alone keeps them. Either way the punctuation between names becomes
    /// Chinese (`§、§`, `§（§）`). A shape missing from the table leaves the
    /// cell in English, which `BridgeTableTests` reports for the rows a
    /// chapter shows in Chinese.
    ///
    /// ```swift
    /// print(BridgeRow.chinese("none (Swift's `map(_:)`)"))   // prints 无（用 Swift 的 `map(_:)`）
    /// print(BridgeRow.chinese("`rac_sequence`, then `-map:`"))   // prints `rac_sequence`，再 `-map:`
    /// print(BridgeRow.chinese("`refCount()`, `share()`"))   // prints `refCount()`、`share()`
    /// ```
    public static func chinese(_ cell: String) -> String {
        var names: [Substring] = []
        var shape = ""
        var rest = cell[...]
        while let open = rest.firstIndex(of: "`"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "`")
        {
            shape += rest[..<open] + "§"
            names.append(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        shape += rest
        let namesOnly = shape.allSatisfy { "§,;() ".contains($0) }
        guard let chinese = chineseShapes[shape] ?? (namesOnly ? shape : nil) else { return cell }
        var filled = ""
        var next = names.makeIterator()
        for character in listed(chinese) {
            if character == "§", let name = next.next() {
                filled += name
            } else {
                filled.append(character)
            }
        }
        return filled
    }

    /// `shape` with Chinese punctuation between its names: `§、§` for a list,
    /// `§（§）` for a note and `；` between parts, as Chinese prose writes them.
    private static func listed(_ shape: String) -> String {
        var result = shape
        for (ascii, chinese) in [
            ("; ", "；"), (" (§", "（§"), ("(§", "（§"), ("§)", "§）"), ("）, §", "）、§"),
            ("），§", "）、§"), ("§，§", "§、§"),
        ] {
            result = result.replacing(ascii, with: chinese)
        }
        while result.contains("§, §") {
            result = result.replacing("§, §", with: "§、§")
        }
        return result
    }

    /// Each cell's shape in English, and in Chinese.
    static let chineseShapes: [String: String] = [
        "none": "无",
        "none (Swift's §)": "无（用 Swift 的 §）",
        "none (RAC2 predates async/await)": "无（RAC2 比 Swift 的异步函数早）",
        "none; swift-async-algorithms: §": "无；swift-async-algorithms 有 §",
        "none (§ for one value, a § for many)": "无（一个值用 §，多个值用 §）",
        "none (§: start once, observe that §)": "无（§：启动一次，再观察那个 §）",
        "none (one task reads, and yields to a continuation per reader)":
            "无（由一个任务读取，再交给每个读取方各自的 `continuation`）",
        "none (cancel the task that waits for the old object's value, and start one for the new)":
            "无（取消等待旧对象的值的那个任务，再为新对象启动一个）",
        "none (a task the screen starts when it appears and cancels when it goes, as SwiftUI's § does)":
            "无（界面出现时启动一个任务、离开时取消它，就像 SwiftUI 的 § 那样）",
        "§ (Observation)": "§（Observation）",
        "§ (RXCollections)": "§（RXCollections）",
        "§ (ReactiveViewModel)": "§（ReactiveViewModel）",
        "§, § (RXCollections)": "§, §（RXCollections）",
        "§, § (RxRelay)": "§, §（RxRelay）",
        "§, §, §, § (ReactiveViewModel)": "§, §, §, §（ReactiveViewModel）",
        "§ (cold), § (hot)": "§（冷），§（热）",
        "§ (cold, as a rule), § (hot)": "§（通常是冷的），§（热）",
        "§, then §": "§，再 §",
        "§, § (RAC2's §, then §)": "§, §（即 RAC2 的 §，再 §）",
        "§, given §": "§，传入 §",
        "§; § runs on demand": "§；§ 按需运行",
        "§, §; §, then §": "§, §；§，再 §",
        "§, §; § on §": "§, §；§ 用在 § 上",
        "§, §; § on the continuation": "§, §；`continuation` 上的 §",
        "§, §; § and § on §": "§, §；§ 和 § 也可用在 § 上",
        "§, then §; § takes a key path (KVO)": "§，再 §；§ 接受一个键路径（KVO）",
        "§; § takes a key path (RxCocoa, KVO)": "§；§ 接受一个键路径（RxCocoa，KVO）",
        "an § that starts work per iterator (cold); § (hot, one reader)":
            "每个迭代器各自开始工作的 §（冷）；§（热，只有一个读取方）",
    ]
}
