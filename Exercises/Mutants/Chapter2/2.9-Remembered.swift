import Chapter2Calls

/// Wrong answers to exercise 2.9 that its grader must catch, each handing
/// back the `element(at:)` of an actor that makes one mistake.
public enum Mutants2_9 {
    /// Pulls from the stream at every call and remembers nothing: a second
    /// loop carries on where the first stopped.
    public static func remembersNothing(_ source: AsyncStream<Int>) -> ElementReader {
        let memory = Forgetful(source)
        return { await memory.element(at: $0) }
    }

    /// Reads the whole stream into memory at the first call.
    public static func readsEverythingFirst(_ source: AsyncStream<Int>) -> ElementReader {
        let memory = Greedy(source)
        return { await memory.element(at: $0) }
    }

    /// Pulls one element past the index, to have it ready for the next call.
    public static func pullsOneAhead(_ source: AsyncStream<Int>) -> ElementReader {
        let memory = Eager(source)
        return { await memory.element(at: $0) }
    }

    /// Stops pulling once it has as many elements as the index, one too few:
    /// it answers nil for an element the stream still had.
    public static func stopsOneShort(_ source: AsyncStream<Int>) -> ElementReader {
        let memory = Short(source)
        return { await memory.element(at: $0) }
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
