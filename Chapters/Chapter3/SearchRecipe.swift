import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Search text longer than three characters, distinctUntilChanged, enables a search command.
    static let searchRecipe = Section(
        "Recipe: validating search text", ChineseTitle.of("创建信号", "验证搜索文本", from: .mvvm)
    ) { page in
        let print = page.printer
        page.say(
            en: """
                A search box should not search for one or two letters. This recipe enables \
                the Search command only while the text is longer than three characters. \
                distinctUntilChanged keeps the command from hearing "still valid" after every \
                key: it passes on only changes of the answer.
                """,
            zh: """
                搜索框不该为一两个字母就去搜索。这个示例只在文字超过三个字符时，才让“搜\
                索”指令可用。distinctUntilChanged 让指令不必在每次按键后都听到一遍“仍然\
                有效”：它只传递答案的变化。
                """)
        page.contract(searchTextValidityContract, of: "searchTextValidity(of:)")
        page.contract(searchLanguagesContract, of: "searchLanguages(_:on:)")
        page.code(.searchCommand)
        // snippet.searchCommand
        let scheduler = TestScheduler()
        let field = TextField()
        let isSearchable = searchTextValidity(of: field)
        let search = Command<String, [String]>(enabled: isSearchable) { text in
            searchLanguages(text, on: scheduler)
        }
        let keys = scheduler.record(field.keys)
        let everyKey = scheduler.record(field.textSignal.map { $0.count > 3 })
        let enabled = scheduler.record(search.isEnabled)
        field.type("swift<<ft", from: 1, on: scheduler)
        for tick in [5, 7, 10] {  // the user presses Search
            scheduler.schedule(at: tick) {
                let text = field.currentText
                search.execute(text).subscribe(
                    next: { print("tick \(scheduler.now): \(text) found \($0)") },
                    error: { print("tick \(scheduler.now): refused: \($0)") })
            }
        }
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("keys", keys),
            MarbleLine(page.text(en: "longer than 3", zh: "长于 3"), everyKey, symbol: truth),
            MarbleLine("isEnabled", enabled, symbol: truth))
        page.say(
            en: """
                The answer was true after every key from tick 4 to 6, yet isEnabled changed \
                only when it did: on at 4, off at 7 when the backspaces left "swi", on again \
                at 8. (It also went off while each search ran, as commands do.) The press at \
                tick 7 was refused.
                """,
            zh: """
                从第 4 刻到第 6 刻，每次按键后答案都是 true，但 isEnabled 只在答案变化\
                时才变：第 4 刻变为可用；第 7 刻两次退格之后只剩下“swi”，变为不可用；\
                第 8 刻再次可用。（每次搜索运行期间它也会变为不可用，指令都是这样。）\
                第 7 刻的点击被拒绝了。
                """)
        page.book(
            "-[RACSignal distinctUntilChanged]", "-[RACCommand initWithEnabled:signalBlock:]")
    }
}
