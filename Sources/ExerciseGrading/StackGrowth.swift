import WorkbookKit

/// An answer whose stack grew with its input where the reference's did
/// not, on one request both played: the depths, and what the inputs were.
///
/// A concept check turns it into its refusal: the learner reads how deep
/// each stack went, and that the walk down the list is the operator's work.
///
/// ```
/// expected: a stack near the reference's 20 KiB, with map doing the walk
/// got:      a stack of 1,260 KiB on the same inputs (the longest 4,000 elements)
/// ```
public struct StackGrowth: Sendable, Equatable {
    /// The bytes of stack the answer used at its deepest.
    public let answer: Int
    /// The bytes of stack the reference used on the same inputs.
    public let reference: Int
    /// How many inputs the request held.
    public let inputs: Int
    /// The number of elements of its longest input, if its inputs are collections.
    public let longest: Int?

    /// What the check expected, for an exercise that teaches `taught`.
    func expected(teaching taught: Bilingual) -> Bilingual {
        Bilingual(
            en: "a stack near the reference's \(kib(reference)), with \(taught.en) doing the walk",
            zh: "栈的深度接近参考答案的 \(kib(reference))，由 \(taught.zh) 来逐个走过")
    }

    /// What the answer did.
    var got: Bilingual {
        Bilingual(
            en:
                "a stack of \(kib(answer)) on the same inputs\(longest.map { " (the longest \(grouped($0)) elements)" } ?? "")",
            zh: "在同样的输入上栈深达 \(kib(answer))\(longest.map { "（最长的有 \(grouped($0)) 个元素）" } ?? "")")
    }

    /// Why it is refused, for a function named `function` that should let
    /// `taught` walk the list.
    func why(function: String, teaching taught: Bilingual) -> Bilingual {
        Bilingual(
            en: "\(function)'s stack grew to \(kib(answer)) on these inputs, where the reference "
                + "used \(kib(reference)): that is recursion walking the list, one call per "
                + "element, which \(taught.en) should do. ",
            zh: "在这些输入上，\(function) 的栈涨到了 \(kib(answer))，而参考答案只用了 "
                + "\(kib(reference))：这是递归在逐个走过列表，每个元素一层调用，"
                + "而这正该由 \(taught.zh) 来做。")
    }

    /// `bytes` in KiB, rounded up, such as "1,260 KiB".
    private func kib(_ bytes: Int) -> String {
        grouped((bytes + 1023) / 1024) + " KiB"
    }

    /// `number` with a comma between each group of three digits, such as "4,000".
    private func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
            })
    }
}
