import WorkbookKit

/// Throws a `WrongAnswer` unless the function at `source` practises the
/// exercise's concept, and refuses only what is certain:
/// - a file with `#if`, which the judge does not read as the compiler does;
/// - a method, property or variable of the answer's own named like an
///   operator in `required` (a decoy the behaviour cannot tell apart);
/// - an operator in `required` (a property in `reads`, such as `lazy`) that
///   the compiled file never names, so never calls (`CompiledAnswer`); or,
///   where the compiled file is not known (a mutant), that the body never
///   calls as a method;
/// - an operator in `forbidden` that it calls;
/// - a loop anywhere in the file (`for`, `while`, `repeat`, `forEach`), a
///   function or a closure that calls itself, or a closure that changes a
///   variable outside it (`allSatisfy { sum += $0; return true }`), since
///   the operator is what replaces them;
/// - given the grading's `stacks`, a stack that grew past the reference's
///   by more than `StackDepths.margin` on the same inputs: recursion,
///   however it is spelled, walks the list one frame per element;
/// - where the compiled file is known, a qualified operator in
///   `compiledCalls` (`LazySequenceProtocol.map`) that it never names.
///
/// Whether the operator's result reaches what the function returns is read
/// from the function's structure. Where the compiled file shows the call,
/// a structure the judge cannot follow (a result kept in a variable and
/// added to another, say) is no reason to refuse: the grade passes, with a
/// note saying what could not be followed (`Judge.notes`).
///
/// Use it only for what behaviour cannot show, and say so in the task. The
/// results are already right when it runs, so its message is a kind one.
///
/// ```swift
/// try checkConcept(
///     judge.source.function("squares"), calls: ["map"], hint: 2,
///     because: Bilingual(
///         en: "This exercise practises map: let map call your closure on every number.",
///         zh: "这个练习练的是 map：让 map 对每个数调用你的闭包。"))
/// ```
public func checkConcept(
    _ source: AnswerSource, calls required: [String], reads properties: [String] = [],
    avoids forbidden: [String] = [], compiledCalls: [String] = [], stacks: StackDepths? = nil,
    hint: Int = 2, because explanation: Bilingual
) throws {
    let place = source.bodyPlace
    let text = source.wholeText() ?? ""
    let tokens = SwiftTokens(text).all
    func refuse(
        _ expected: (Language) -> String, _ got: (Language) -> String, _ why: Bilingual
    ) -> WrongAnswer {
        WrongAnswer(
            place: place,
            comparison: .each { language in
                Labels.expected(language) + expected(language) + "\n" + Labels.got(language)
                    + got(language)
            },
            explanation: why
                + Bilingual(
                    en: "\n  (Your results are right: the grader reads the function's body for "
                        + "the concept.)",
                    zh: "\n  （你的结果是对的：评分器读这个函数的函数体，是为了检查它用的概念。）"),
            hint: hint)
    }
    if let directive = tokens.first(where: { $0.kind == .directive && $0.text == "if" }) {
        throw refuse(
            { $0.pick("the file as the compiler reads it", "编译器读到的样子") },
            { $0.pick("#if at line \(directive.line)", "第 \(directive.line) 行的 #if") },
            Bilingual(
                en: "The grader reads your function as written, and #if makes what is written "
                    + "differ from what is compiled. Leave out #if in an exercise file. ",
                zh: "评分器按写出来的样子读你的函数，而 #if 会让写出来的和编译出来的不一样。"
                    + "练习文件里请不要用 #if。") + explanation)
    }
    guard let shape = FunctionShape(named: source.function, in: tokens) else {
        throw source.unreadable
    }
    func wanted(_ language: Language) -> String {
        (required.map { language.pick("a call to \($0)", "调用 \($0)") }
            + properties.map { language.pick("a read of .\($0)", "读取 .\($0)") })
            .joined(separator: language.pick(" and ", " 和"))
    }
    let taught = Bilingual.each {
        (required + properties).joined(separator: $0.pick(" and ", " 和 "))
    }
    for name in required + properties {
        if let decoy = declaration(of: name, in: source, chapterOf: tokens) {
            throw refuse(
                { $0.pick("the library's \(name)", "库里的 \(name)") },
                {
                    $0.pick(
                        "a \(name) of your own, declared at line \(decoy)",
                        "第 \(decoy) 行声明的你自己的 \(name)")
                },
                Bilingual(
                    en:
                        "Use the \(name) that comes with Swift or the Reactive library, rather than "
                        + "one of your own: ",
                    zh: "请使用 Swift 或 Reactive 库自带的 \(name)，而不是你自己写的：")
                    + explanation)
        }
    }
    if source.standIn == nil, let own = ownSequence(in: tokens + source.helperTokens) {
        throw refuse(
            { $0.pick("the library's \(taught.en) on the input", "对输入使用库里的 \(taught.zh)") },
            {
                $0.pick(
                    "a sequence of your own, \(own.text), at line \(own.line)",
                    "第 \(own.line) 行你自己的序列 \(own.text)")
            },
            Bilingual(
                en: "A sequence of your own can do the work in its iterator, where \(taught.en) "
                    + "only passes it on. ",
                zh: "自己写的序列可以在迭代器里把活干完，\(taught.zh) 只是转手而已。") + explanation)
    }
    // The learner's file and its chapter's helpers are one answer, read
    // whole; a mutants file holds many answers, so only the mutant is read.
    let scope = source.standIn == nil ? tokens + source.helperTokens : Array(shape.body)
    let unaided = loops(in: scope).filter {
        !loopServesOperator($0, in: scope, operators: required)
    }
    if let loop = unaided.first {
        throw refuse(
            wanted,
            {
                $0.pick(
                    "a \(loop.text) loop at line \(loop.line)",
                    "第 \(loop.line) 行的 \(loop.text) 循环")
            },
            Bilingual(
                en: "A loop gives the right results, but it is the work \(taught.en) does for "
                    + "you. ",
                zh: "循环也能得出正确结果，但这正是 \(taught.zh) 替你做的工作。") + explanation)
    }
    let recursive =
        shape.recursion.map { (shape.name, $0) } ?? selfCallingFunction(in: scope)
    if let (name, recursion) = recursive {
        throw refuse(
            wanted,
            {
                $0.pick(
                    "\(name) calling itself at line \(recursion.line)",
                    "\(name) 在第 \(recursion.line) 行调用了自己")
            },
            Bilingual(
                en: "Recursion gives the right results, but it is the walk through the list "
                    + "that \(taught.en) does for you. ",
                zh: "递归也能得出正确结果，但逐个走过列表正是 \(taught.zh) 替你做的事。")
                + explanation)
    }
    if let hidden = closureSideEffect(in: scope) ?? closureRecursion(in: scope)
        ?? recursionCycle(in: scope) ?? selfApplication(in: scope) ?? iteratorWalk(in: scope)
        ?? ownMethodHandedOver(in: scope)
    {
        throw refuse(
            wanted, { $0.pick(hidden.described.en, hidden.described.zh) },
            Bilingual(
                en: "A closure that keeps state outside itself, recursion, or a walk with an "
                    + "iterator goes through the list as a loop would: it does the work "
                    + "\(taught.en) does for you. ",
                zh: "在闭包外保存状态、递归，或者用迭代器手动遍历，都像循环一样走过整个列表："
                    + "这正是 \(taught.zh) 替你做的工作。") + explanation)
    }
    if let growth = stacks?.growth() {
        throw refuse(
            growth.expected(teaching: taught).text(in:), growth.got.text(in:),
            growth.why(function: shape.name, teaching: taught) + explanation)
    }
    let compiled = source.compiled
    if let compiled, let missing = compiledCalls.first(where: { !compiled.uses($0) }) {
        throw refuse(
            { $0.pick("a call to \(missing)", "调用 \(missing)") },
            { $0.pick("no call to \(missing)", "没有调用 \(missing)") }, explanation)
    }
    let input = shape.parameters.first
    func onInput(_ name: String) -> (Language) -> String {
        {
            properties.contains(name)
                ? $0.pick(
                    "a read of .\(name) on a parameter, whose value you return",
                    "在参数上读取 .\(name)，并返回它的值")
                : $0.pick(
                    "a call to \(name) on \(input ?? "the input"), whose result you return",
                    "对 \(input ?? "输入") 调用 \(name)，并返回它的结果")
        }
    }
    for name in required + properties {
        let structurally =
            properties.contains(name)
            ? readLine(of: name, in: shape.body, rootedIn: nil) != nil
            : callLine(of: name, in: shape.body, rootedIn: nil) != nil
        guard !(compiled.map { $0.uses(name) } ?? structurally) else { continue }
        throw refuse(
            onInput(name),
            {
                properties.contains(name)
                    ? $0.pick("no read of .\(name)", "没有读取 .\(name)")
                    : $0.pick("no call to \(name)", "没有调用 \(name)")
            },
            explanation)
    }
    for name in required + properties {
        guard let dead = deadUse(of: name, in: scope) ?? idleUse(of: name, in: scope) else {
            continue
        }
        throw refuse(onInput(name), dead.described(name), explanation)
    }
    // Foundation's module, and on Linux the one that holds its sorting.
    let foundations = ["Foundation", "FoundationEssentials"]
    for name in forbidden {
        let called =
            // Foundation's overloads too: `sorted(using:)` sorts as `sorted()` does.
            compiled.map { $0.uses(name, of: CompiledAnswer.libraries + foundations) }
            ?? (callLine(of: name, in: shape.body, rootedIn: nil) != nil)
        if called {
            let shown = name.split(separator: ".").last.map(String.init) ?? name
            throw refuse(
                { $0.pick("no call to \(shown)", "不调用 \(shown)") },
                { $0.pick("a call to \(shown)", "调用了 \(shown)") }, explanation)
        }
    }
    let returned = shape.returnedTokens
    let unfollowed =
        required.filter {
            callLine(of: $0, in: returned[...], rootedIn: shape.fromParameters) == nil
        }
        + properties.filter {
            readLine(of: $0, in: returned[...], rootedIn: shape.fromParameters) == nil
        }
    guard let name = unfollowed.first else { return }
    if compiled != nil {
        source.notes?.add(
            Bilingual(
                en: "Note: the grader could not follow \(name)'s result to what \(shape.name) "
                    + "returns; it passes, as the results are right. Make sure it is \(name) that "
                    + "does the work.",
                zh: "说明：评分器没能顺着 \(name) 的结果找到 \(shape.name) 的返回值；结果是对的，"
                    + "所以算通过。请确认真正干活的是 \(name)。"))
        return
    }
    throw refuse(
        onInput(name),
        {
            properties.contains(name)
                ? $0.pick(
                    "a read of .\(name) whose value is not what you return",
                    "读取了 .\(name)，但返回的不是它的值")
                : $0.pick(
                    "a call to \(name) whose result is not what you return",
                    "调用了 \(name)，但返回的不是它的结果")
        },
        explanation)
}
