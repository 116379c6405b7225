import Narration
import Reactive

extension Section {
    /// What a stream is: values one after another, as a head and a tail.
    static let streams = Section("Streams and sequences", "流和序列") { page in
        let print = page.printer
        page.say(
            """
            A stream is a series of values that come one after another. The book's \
            picture is a water pipe: values go in at one end and come out at the other, \
            where you can read what has come through so far, up to the latest. A stream \
            may hold three values or never end; either way, a program that uses it deals \
            with one value at a time, as it comes. Kinds of stream differ in who decides \
            when the next value comes.
            """)
        page.say(
            """
            ReactiveCocoa has two kinds. A sequence (RACSequence) hands you its next value \
            when you ask for it. A signal (RACSignal) sends its next value when it has one, \
            and you react. This chapter is about sequences, and ends by turning one into a \
            signal; Chapter 3 is about signals. The fourth article, under its heading \
            "流", draws the same water pipe and makes the same split: every stream \
            is a signal or a sequence, its "信号流" and "序列流".
            """)
        page.say(
            """
            The book installs ReactiveCocoa 2.0 with CocoaPods before it starts. Here \
            the library is part of the workbook: `import Reactive` at the top of a file \
            is all a chapter needs, and Package.swift fetches nothing.
            """)
        page.say(
            """
            A sequence is a head, its first value, and a tail: the sequence of everything \
            after the head. Walking it means taking the head, then the head of the tail, \
            and so on, until there is no head. Our sequence type is called PullSequence, \
            after the way it is read:
            """)
        page.code(.headAndTail)
        // snippet.headAndTail
        let letters = PullSequence(["a", "b", "c"])
        print(letters.head ?? "(the end)")
        print(letters.tail.head ?? "(the end)")
        print(letters.tail.tail.head ?? "(the end)")
        print(letters.tail.tail.tail.head ?? "(the end)")
        // snippet.end
        page.say(
            """
            Every tail is a sequence in its own right, with a head and a tail of its own. \
            That is all a stream needs: the next value, and how to get the ones after it.
            """)
        page.book("RACStream", "RACSequence", "-[RACSequence head]", "-[RACSequence tail]")
    }
}
