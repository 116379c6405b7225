import Narration
import Reactive

extension Section {
    /// A PullSequence from an array: map, filter, and back to an array.
    static let sequences = Section("Sequences", "序列流") { page in
        let print = page.printer
        page.say(
            """
            Any Swift sequence becomes a PullSequence: an array, a range, even a range \
            with no end. map and filter on it return new sequences, so they chain as they \
            did on arrays in Chapter 1, and `array` turns the result back into an array:
            """)
        page.code(.evenSquares)
        // snippet.evenSquares
        let numbers = PullSequence([1, 2, 3, 4, 5, 6])
        let evenSquares = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
        print(evenSquares.array)
        // snippet.end
        page.say(
            """
            The pipeline reads just as it would on an array. The difference is when the \
            work happens. Printing a sequence shows only the elements pulled so far, with \
            … for whatever may follow, and printing pulls nothing:
            """)
        page.code(.cubes)
        // snippet.cubes
        let cubes = PullSequence(1...4).map { $0 * $0 * $0 }
        print(cubes)
        print(cubes.head ?? 0)
        print(cubes)
        print(cubes.array)
        print(cubes)
        // snippet.end
        page.say(
            """
            Since work waits until it is asked for, a sequence may be endless, as long as \
            nobody asks for all of it. `evens.array` would never return; its third \
            element is no trouble:
            """)
        page.code(.endlessEvens)
        // snippet.endlessEvens
        let evens = PullSequence(1...).map { $0 * 2 }
        print(evens.tail.tail.head ?? 0)
        // snippet.end
        page.book(
            "-[NSArray rac_sequence]", "-[RACSequence map:]", "-[RACSequence filter:]",
            "-[RACSequence array]")
    }
}
