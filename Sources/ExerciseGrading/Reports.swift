import Foundation
import WorkbookKit

/// The one message a learner reads for each way a grading can end, in
/// English and in Chinese.
enum Reports {
    /// A wrong answer: the grader's finding, what the code printed, and the seed.
    ///
    /// If the answer crashed on a smaller input the grader tried while
    /// shrinking, the runtime's crash report is cut from the prints and said
    /// in one line.
    static func wrong(
        _ id: String, _ wrong: WrongAnswer, printed: (text: String, lineCount: Int), seed: Seed
    ) -> GradeReport {
        var prints = printed
        var crash = Bilingual.verbatim("")
        let lines = printed.text.split(separator: "\n", omittingEmptySubsequences: false)
        if let reason = Stopped.crashReason(printed.text),
            let at = lines.firstIndex(where: { $0.contains(reason) })
        {
            prints = (lines[..<at].joined(separator: "\n"), at)
            crash = Bilingual(
                en: "\n(On a smaller input the grader then tried, your code crashed: \(reason).)",
                zh: "\n（评分器接着试了一个更小的输入，你的代码在那里崩溃了：\(reason)。）")
        }
        return GradeReport(
            id: id, status: .wrong,
            text: wrong.message(for: id) + crash + printedNote(prints) + replay(id, seed))
    }

    /// An answer program that stopped in `call` (or before any call).
    static func stopped(
        _ id: String, _ stopped: Stopped, call: String?, printed: (text: String, lineCount: Int),
        seed: Seed
    ) -> GradeReport {
        let hint = "swift run workbook hint \(id)"
        // A story's call ends "in a story" (compareStories, compareTraces).
        let story = " in a story"
        let chinesePlace = call.map {
            $0.hasSuffix(story) ? "，在一个场景中调用 \($0.dropLast(story.count)) 时" : "，在 \($0) 中"
        }
        let place = Bilingual(en: call.map { " in \($0)" } ?? "", zh: chinesePlace ?? "")
        let note = printedNote(printed)
        let status: GradeReport.Status
        let message: Bilingual
        switch stopped {
        case .notAttempted:
            let file = Catalog.exercise(id: id)?.file
            return GradeReport(
                id: id, status: .notAttempted,
                text: Bilingual(
                    en: "\(id) not attempted: edit \(file ?? "its stub in Exercises/"), then run "
                        + "swift run workbook check \(id) (stuck? \(hint))",
                    zh: "\(id) 未开始：编辑 \(file ?? "Exercises/ 里它的桩代码")，然后运行 "
                        + "swift run workbook check \(id)（卡住了？运行 \(hint)）"))
        case .exited(let code):
            status = .crashed
            message =
                Bilingual(
                    en:
                        "\(id): your code ended the process with exit code \(code)\(place.en), before "
                        + "the grader had finished. Return a value instead (or call fatalError(\"…\") "
                        + "for a case not done yet).",
                    zh: "\(id)：你的代码以退出码 \(code) 结束了进程\(place.zh)，评分器还没有评完。"
                        + "请改为返回一个值（还没做完的情况可以调用 fatalError(\"…\")）。")
                + note
        case .crashed(let signal, let reason):
            status = .crashed
            message =
                Bilingual(
                    en: "\(id) crashed\(place.en): \(reason ?? Stopped.signalReason(signal).en)\n"
                        + "Read hint 1: \(hint) 1",
                    zh: "\(id) 崩溃了\(place.zh)：\(reason ?? Stopped.signalReason(signal).zh)\n"
                        + "请读提示 1：\(hint) 1")
                + note
        case .outOfTime(let seconds):
            status = .timedOut
            message =
                Bilingual(
                    en: "\(id) timed out after \(seconds) s of processor time\(place.en).\n"
                        + "Is there an endless loop? Read hint 1: \(hint) 1",
                    zh: "\(id) 超时了：用完了 \(seconds) s 的处理器时间\(place.zh)。\n"
                        + "是不是有死循环？请读提示 1：\(hint) 1")
                + note
        case .waitedTooLong(let seconds):
            status = .timedOut
            message =
                Bilingual(
                    en: "\(id) timed out: still waiting after \(seconds) s\(place.en).\n"
                        + "Is it waiting for an event that never comes, such as a signal that never "
                        + "completes? Read hint 1: \(hint) 1",
                    zh: "\(id) 超时了：等了 \(seconds) s 还在等\(place.zh)。\n"
                        + "它是不是在等一个永远不会来的事件，比如一个永远不会完成的信号？"
                        + "请读提示 1：\(hint) 1")
                + note
        case .tooMuchMemory(let bytes):
            status = .crashed
            message =
                Bilingual(
                    en:
                        "\(id) used more than \(size(bytes)) of memory\(place.en), and was stopped.\n"
                        + "Does it build a list that never ends, or keep every value it ever saw? "
                        + "Read hint 1: \(hint) 1",
                    zh: "\(id) 用了超过 \(size(bytes)) 的内存\(place.zh)，已被停止。\n"
                        + "它是不是在构造一个没有尽头的列表，或者留着见过的每一个值？"
                        + "请读提示 1：\(hint) 1")
                + note
        case .tooMuchOutput(let bytes):
            status = .crashed
            message =
                Bilingual(
                    en: "\(id) printed more than \(size(bytes))\(place.en), and was stopped.\n"
                        + "Is a print inside a loop that never ends? Read hint 1: \(hint) 1",
                    zh: "\(id) 打印了超过 \(size(bytes)) 的内容\(place.zh)，已被停止。\n"
                        + "是不是有一个 print 在永不结束的循环里？请读提示 1：\(hint) 1")
                + note
        case .wroteAFile:
            status = .crashed
            message =
                Bilingual(
                    en:
                        "\(id) tried to write a file\(place.en), and was stopped: an answer returns "
                        + "its result instead of writing it anywhere.",
                    zh: "\(id) 试图写文件\(place.zh)，已被停止：答案应该返回结果，而不是把它写到任何地方。")
                + note
        case .stillComputing(let seconds, let cpuSeconds):
            status = .timedOut
            message =
                Bilingual(
                    en: "\(id) timed out: still computing after \(seconds) s on the clock "
                        + "(\(cpuSeconds) s of processor time)\(place.en).\n"
                        + "Is there an endless loop? Read hint 1: \(hint) 1",
                    zh: "\(id) 超时了：过了 \(seconds) s 还在计算（用了 \(cpuSeconds) s 的处理器时间）"
                        + "\(place.zh)。\n是不是有死循环？请读提示 1：\(hint) 1")
                + note
        case .leftTheSandbox:
            status = .crashed
            message =
                Bilingual(
                    en: "\(id) was stopped by the system\(place.en): it tried to start a program, "
                        + "signal another process or reach past its own folder, which an answer "
                        + "may not do. An answer computes its result from its inputs and returns it.",
                    zh: "\(id) 被系统停止了\(place.zh)：它试图启动程序、给别的进程发信号，"
                        + "或者越出自己的文件夹，这些都是答案不允许做的。答案应该根据输入算出结果并返回。")
                + note
        case .unreadableReply, .wrongReplyCount:
            status = .crashed
            let what: Bilingual =
                if case .wrongReplyCount(let inputs, let outputs) = stopped {
                    Bilingual(
                        en: "answered \(inputs) \(inputs == 1 ? "input" : "inputs") with "
                            + "\(outputs) \(outputs == 1 ? "output" : "outputs")",
                        zh: "对 \(inputs) 个输入给出了 \(outputs) 个输出")
                } else {
                    Bilingual(en: "sent the judge a reply it cannot read", zh: "给评分器发了一条读不懂的回复")
                }
            message =
                Bilingual(
                    en: "\(id) \(what.en)\(place.en): something in the answer wrote on the judge's "
                        + "channel (descriptor 3), which only the grading harness writes on. "
                        + "Return each result instead.",
                    zh: "\(id) \(what.zh)\(place.zh)：答案里有代码往评分器的通道（描述符 3）上写了"
                        + "东西，而那条通道只归评分框架使用。请直接返回每个结果。")
                + note
        case .refused, .couldNotStart:
            return graderFault(
                id,
                Bilingual(
                    en: "the answer program could not play the call\(place.en): \(stopped)",
                    zh: "答案程序无法执行这次调用\(place.zh)：\(stopped)"))
        }
        return GradeReport(id: id, status: status, text: message + replay(id, seed))
    }

    /// A fault of the grader's own: never the answer's. `what` is said in
    /// both languages, or, for a fault that only the workbook's authors
    /// read (a thrown error's description), in English in both.
    static func graderFault(_ id: String, _ what: Bilingual) -> GradeReport {
        GradeReport(
            id: id, status: .graderFault,
            text: Bilingual(
                en: "\(id) could not be graded: \(what.en).\nThis is a fault in the workbook's "
                    + "grader, not in your answer. Please report it, with this message.",
                zh: "\(id) 无法评分：\(what.zh)。\n这是 workbook 评分器的错误，"
                    + "不是你的答案的错。请把这条消息一起报告给我们。"))
    }

    /// A size in words: "512 MB", "64 KB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// The line that replays the same inputs.
    static func replay(_ id: String, _ seed: Seed) -> Bilingual {
        Bilingual(
            en: "\nSeed \(seed). To replay these inputs:\n", zh: "\n种子 \(seed)。用同样的输入重新评分：\n")
            + .verbatim("  swift run workbook check \(id) --seed \(seed)")
    }

    /// A note with what the learner's code printed, if it printed anything:
    /// its first ten lines, and how many more there were.
    static func printedNote(_ printed: (text: String, lineCount: Int)) -> Bilingual {
        let output = printed.text
        guard !output.isEmpty else { return .verbatim("") }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(output.hasSuffix("\n") ? 1 : 0)
        let total = max(printed.lineCount, lines.count)
        let shown = lines.prefix(10)
        let more = Bilingual(
            en: total > shown.count ? "\n  | … (\(counted(total - shown.count, "more line")))" : "",
            zh: total > shown.count ? "\n  | …（还有 \(total - shown.count) 行）" : "")
        let text = shown.map { "  | \($0)" }.joined(separator: "\n")
        return Bilingual(en: "\nYour code printed:\n", zh: "\n你的代码打印了：\n") + .verbatim(text)
            + more
    }
}
