import Narration
import Reactive

extension Section {
    /// A PullSequence from an array: map, filter, and back to an array.
    static let sequences = Section("Sequences", "序列") { page in
        page.say(
            """
            Any Swift sequence becomes a PullSequence: an array, a range, even a range \
            with no end. map and filter on it return new sequences, so they chain as they \
            did on arrays in Chapter 1, and `array` turns the result back into an array:
            """)
        let numbers = PullSequence([1, 2, 3, 4, 5, 6])
        page.code(
            """
            let numbers = PullSequence([1, 2, 3, 4, 5, 6])
            let evenSquares = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
            print(evenSquares.array)
            """)
        let evenSquares = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
        page.output("\(evenSquares.array)")
        page.say(
            """
            The pipeline reads just as it would on an array. The difference is when the \
            work happens. Printing a sequence shows only the elements pulled so far, with \
            … for whatever may follow, and printing pulls nothing:
            """)
        let cubes = PullSequence(1...4).map { $0 * $0 * $0 }
        page.code(
            """
            let cubes = PullSequence(1...4).map { $0 * $0 * $0 }
            print(cubes)
            print(cubes.head ?? 0)
            print(cubes)
            print(cubes.array)
            print(cubes)
            """)
        page.output("\(cubes)")
        page.output("\(cubes.head ?? 0)")
        page.output("\(cubes)")
        page.output("\(cubes.array)")
        page.output("\(cubes)")
        page.say(
            """
            Since work waits until it is asked for, a sequence may be endless, as long as \
            nobody asks for all of it. `evens.array` would never return; its third \
            element is no trouble:
            """)
        let evens = PullSequence(1...).map { $0 * 2 }
        page.code(
            """
            let evens = PullSequence(1...).map { $0 * 2 }
            print(evens.tail.tail.head ?? 0)
            """)
        page.output("\(evens.tail.tail.head ?? 0)")
        page.book(
            "-[NSArray rac_sequence]", "-[RACSequence map:]", "-[RACSequence filter:]",
            "-[RACSequence array]")
    }
}
