import Chapter2Calls

/// Wrong answers to exercise 2.9 that its grader must catch, each handing
/// back the loops over an actor that makes one mistake: in `element(at:)`,
/// or in the `Reader` its loops read with.
public enum Mutants2_9 {
    /// Pulls from the stream at every call and remembers nothing: a second
    /// loop carries on where the first stopped.
    public static func remembersNothing(_ source: AsyncStream<Int>) -> LoopStarter {
        let memory = Forgetful(source)
        return loops { await memory.element(at: $0) }
    }

    /// Reads the whole stream into memory at the first call.
    public static func readsEverythingFirst(_ source: AsyncStream<Int>) -> LoopStarter {
        let memory = Greedy(source)
        return loops { await memory.element(at: $0) }
    }

    /// Pulls one element past the index, to have it ready for the next call.
    public static func pullsOneAhead(_ source: AsyncStream<Int>) -> LoopStarter {
        let memory = Eager(source)
        return loops { await memory.element(at: $0) }
    }

    /// Stops pulling once it has as many elements as the index, one too few:
    /// it answers nil for an element the stream still had.
    public static func stopsOneShort(_ source: AsyncStream<Int>) -> LoopStarter {
        let memory = Short(source)
        return loops { await memory.element(at: $0) }
    }

    /// A right `element(at:)`, but a `Reader` that moves on before it reads:
    /// every loop skips the element at index 0.
    public static func readerSkipsTheFirst(_ source: AsyncStream<Int>) -> LoopStarter {
        let memory = SkippingRemembered(source)
        return { Loop(memory.makeAsyncIterator()) }
    }
}

/// The reference's memory, read by a `Reader` that counts from 1.
private actor SkippingRemembered: AsyncSequence {
    private let source: AsyncStream<Int>
    private var elements: [Int] = []

    init(_ source: AsyncStream<Int>) { self.source = source }

    func element(at index: Int) async -> Int? {
        if index < elements.count { return elements[index] }
        for await element in source {
            elements.append(element)
            if elements.count > index { return element }
        }
        return nil
    }

    nonisolated func makeAsyncIterator() -> Reader {
        Reader(remembered: self)
    }

    struct Reader: AsyncIteratorProtocol {
        let remembered: SkippingRemembered
        var index = 0

        mutating func next() async -> Int? {
            index += 1
            return await remembered.element(at: index)
        }
    }
}

private actor Forgetful {
    private let source: AsyncStream<Int>

    init(_ source: AsyncStream<Int>) { self.source = source }

    func element(at index: Int) async -> Int? {
        for await element in source { return element }
        return nil
    }
}

private actor Greedy {
    private let source: AsyncStream<Int>
    private var elements: [Int] = []

    init(_ source: AsyncStream<Int>) { self.source = source }

    func element(at index: Int) async -> Int? {
        for await element in source { elements.append(element) }
        return index < elements.count ? elements[index] : nil
    }
}

private actor Eager {
    private let source: AsyncStream<Int>
    private var elements: [Int] = []

    init(_ source: AsyncStream<Int>) { self.source = source }

    func element(at index: Int) async -> Int? {
        if index + 1 < elements.count { return elements[index] }
        for await element in source {
            elements.append(element)
            if elements.count > index + 1 { break }
        }
        return index < elements.count ? elements[index] : nil
    }
}

private actor Short {
    private let source: AsyncStream<Int>
    private var elements: [Int] = []

    init(_ source: AsyncStream<Int>) { self.source = source }

    func element(at index: Int) async -> Int? {
        if index < elements.count { return elements[index] }
        for await element in source {
            if elements.count >= index { break }
            elements.append(element)
        }
        return index < elements.count ? elements[index] : nil
    }
}
