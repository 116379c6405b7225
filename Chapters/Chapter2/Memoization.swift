import Narration
import Reactive

extension Section {
    /// Each element's work runs once, however often the sequence is read.
    static let memoization = Section("Memoization", "记忆化（自拟）") { page in
        page.say(
            """
            Laziness means no work before it is needed. Memoization means no work twice: \
            once an element has been pulled, the sequence remembers it. Reading the \
            sequence again, with another `array`, a for loop or from another thread, reads \
            the remembered elements.
            """)
        page.say(
            """
            Swift's own lazy sequences are lazy but do not remember: every read runs the \
            closures again. Here are both, each read three times:
            """)
        page.code(.threeReads)
        var rows: [[String]] = []
        // snippet.threeReads
        let pullRuns = MutableProperty(0)
        let squares = PullSequence(1...5).map { n in
            pullRuns.value += 1
            return n * n
        }
        var swiftRuns = 0
        let swiftSquares = (1...5).lazy.map { n in
            swiftRuns += 1
            return n * n
        }
        for read in 1...3 {
            let pulledArray = squares.array
            let swiftArray = Array(swiftSquares)
            // snippet.hide
            rows.append([
                "\(read)", "\(pulledArray)", "\(pullRuns.value)", "\(swiftArray)", "\(swiftRuns)",
            ])
            // snippet.show
        }
        // snippet.end
        page.table(["read", "squares.array", "ran", "Array(swiftSquares)", "ran"], rows)
        page.say(
            """
            Same answers; the PullSequence did the work once per element, Swift's lazy \
            map once per element per read. Remembering costs memory, though: a sequence \
            keeps every element it has pulled for as long as you keep the sequence. It \
            pays when the work is dear or the sequence is read more than once.
            """)
        page.book("RACSequence (each head and tail computed once)", "-[RACSequence array]")
    }
}
