import WorkbookKit

/// Something of a library a task asks the answer to use.
public enum LibraryUse: Sendable, Hashable {
    /// An operator, method, initialiser or property of Swift or Reactive, as
    /// `CompiledAnswer.uses` reads it: "replayLazily", "<~", "Signal.init".
    case call(String)
    /// A property of Swift or Reactive read, such as "Subject.signal".
    case read(String)
    /// A type of the Reactive library, such as "Subject".
    case type(String)

    func isUsed(by compiled: CompiledAnswer) -> Bool {
        switch self {
        case .call(let name), .read(let name): compiled.uses(name)
        case .type(let name): compiled.usesType(name, of: "Reactive")
        }
    }

    func described(_ language: Language) -> String {
        switch self {
        case .call(let name):
            for accessor in [".setter", ".modify"] where name.hasSuffix(accessor) {
                let property = String(name.dropLast(accessor.count))
                return language.pick("a write to \(property)", "给 \(property) 赋值")
            }
            let shown = name.hasSuffix(".init") ? String(name.dropLast(5)) + " { … }" : name
            return language.pick("a call to \(shown)", "调用 \(shown)")
        case .read(let name): return language.pick("a read of \(name)", "读取 \(name)")
        case .type(let name): return language.pick("a \(name)", "一个 \(name)")
        }
    }

    /// The token a use is spelled with in the answer: `map` for
    /// `Swift.Sequence.map`, `Signal` for `Signal.init`.
    var spelling: String {
        switch self {
        case .call(let name), .read(let name):
            let path = name.split(separator: ".").map(String.init)
            return path.last == "init" && path.count > 1 ? path[path.count - 2] : path.last ?? name
        case .type(let name): return name
        }
    }
}

/// Throws a `WrongAnswer` when the compiled answer certainly uses none of
/// `alternatives`: its object file names none of them (`CompiledAnswer`).
///
/// For the tasks whose behaviour a hand-made version could copy exactly, such
/// as a signal that replays what it has seen, built without the replay the
/// task teaches. Unlike `checkConcept`, it reads no structure and counts no
/// loops, so a correct answer is never refused for its shape; where the
/// compiled file is not known (a mutant, or no `nm` on the machine) it
/// refuses nothing. Call it once for each thing the task asks for.
///
/// ```swift
/// try checkUses(
///     judge.source.function("cachedFetch"),
///     oneOf: [.call("replayLazily"), .call("replay"), .type("ReplaySubject")],
///     because: Bilingual(en: "This exercise practises replay.", zh: "这个练习练的是重放。"))
/// ```
public func checkUses(
    _ source: AnswerSource, oneOf alternatives: [LibraryUse], avoiding shortcuts: [LibraryUse] = [],
    hint: Int = 2, because explanation: Bilingual
) throws {
    guard let compiled = source.compiled else { return }
    let wanted = { (language: Language) in
        alternatives.map { $0.described(language) }
            .joined(separator: language.pick(" or ", " 或 "))
    }
    var comparison: Bilingual
    if let shortcut = shortcuts.first(where: { $0.isUsed(by: compiled) }) {
        // An operator that does the whole task: what the answer builds
        // beside it may be a decoy.
        comparison = .each { language in
            Labels.expected(language) + wanted(language)
                + language.pick(", doing the work", "，由它来干活")
                + "\n" + Labels.got(language) + shortcut.described(language)
                + language.pick(", which does it for you", "，它替你把活干了")
        }
    } else if let dead = deadOnly(alternatives.filter { $0.isUsed(by: compiled) }, in: source) {
        comparison = .each { language in
            Labels.expected(language) + wanted(language)
                + language.pick(", whose result you use", "，并用上它的结果")
                + "\n" + Labels.got(language) + dead.use.described(dead.spelling)(language)
        }
    } else if !alternatives.contains(where: { $0.isUsed(by: compiled) }) {
        comparison = .each { language in
            Labels.expected(language) + wanted(language) + "\n" + Labels.got(language)
                + language.pick(
                    "not in the compiled \(source.function)",
                    "编译出来的 \(source.function) 里没有")
        }
    } else {
        return
    }
    throw WrongAnswer(
        place: source.bodyPlace,
        comparison: comparison,
        explanation: explanation
            + Bilingual(
                en: "\n  (Your results are right: the grader reads what the compiled function "
                    + "calls, for the concept.)",
                zh: "\n  （你的结果是对的：评分器读编译出来的函数调用了什么，是为了检查它用的概念。）"),
        hint: hint)
}

/// The first dead use among `used`, when every one of them is dead
/// (`deadUse(of:in:)`) in the answer's file and its chapter's helpers.
private func deadOnly(_ used: [LibraryUse], in source: AnswerSource) -> (
    spelling: String, use: DeadUse
)? {
    guard !used.isEmpty else { return nil }
    let tokens = SwiftTokens(source.wholeText() ?? "").all + source.helperTokens
    var first: (spelling: String, use: DeadUse)?
    for use in used {
        guard
            let dead = deadUse(of: use.spelling, in: tokens)
                ?? idleCombination(of: use.spelling, in: tokens)
        else { return nil }
        first = first ?? (use.spelling, dead)
    }
    return first
}

/// Throws a `WrongAnswer` when the compiled answer uses one of `ruledOut`:
/// what the task itself rules out, such as a bounded buffer where it asks
/// for the default, unbounded one, which a grader's inputs could only catch
/// past the bound. Like `checkUses`, it reads only the compiled file, and
/// refuses nothing where that file is not known.
///
/// ```swift
/// try checkAvoids(
///     judge.source.function("shared"), [.call("bufferingOldest"), .call("bufferingNewest")],
///     because: Bilingual(en: "Leave the buffering unbounded.", zh: "缓冲保持无界。"))
/// ```
public func checkAvoids(
    _ source: AnswerSource, _ ruledOut: [LibraryUse], hint: Int = 2,
    because explanation: Bilingual
) throws {
    guard let compiled = source.compiled,
        let used = ruledOut.first(where: { $0.isUsed(by: compiled) })
    else { return }
    throw WrongAnswer(
        place: source.bodyPlace,
        comparison: .each { language in
            Labels.expected(language)
                + language.pick("no use of ", "不用 ")
                + ruledOut.map(\.spelling).joined(separator: language.pick(" or ", " 或 "))
                + "\n" + Labels.got(language) + used.described(language)
        },
        explanation: explanation, hint: hint)
}
