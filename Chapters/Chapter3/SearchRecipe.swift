import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Search text longer than three characters, distinctUntilChanged, enables a search command.
    static let searchRecipe = Section("Recipe: validating search text", "搜索文本验证（自拟）") { page in
        let print = page.printer
        page.say(
            """
            A search box should not search for one or two letters. This recipe enables \
            the Search command only while the text is longer than three characters. \
            distinctUntilChanged keeps the command from hearing "still valid" after every \
            key: it passes on only changes of the answer.
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
            MarbleLine("keys", keys), MarbleLine("longer than 3", everyKey, symbol: truth),
            MarbleLine("isEnabled", enabled, symbol: truth))
        page.say(
            """
            The answer was true after every key from tick 4 to 6, yet isEnabled changed \
            only when it did: on at 4, off at 7 when the backspaces left "swi", on again \
            at 8. (It also went off while each search ran, as commands do.) The press at \
            tick 7 was refused.
            """)
        page.book(
            "-[RACSignal distinctUntilChanged]", "-[RACCommand initWithEnabled:signalBlock:]")
    }
}
