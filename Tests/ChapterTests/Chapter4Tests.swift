import Foundation
import Testing

/// What Chapter 4 must teach, beyond matching its golden transcript.
@Suite("Chapter 4: hot and cold signals, and multicast")
struct Chapter4Tests {
    let chapter = ChapterProgram(4)

    /// The `▸` output lines of section `number`, without their marker.
    private func output(ofSection number: Int) throws -> [String] {
        let run = try chapter.run(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "section \(number) failed: \(run.standardError)")
        return run.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ▸ ") ? String(line.dropFirst(4)) : nil
        }
    }

    /// The lines of section `number` as printed.
    private func lines(ofSection number: Int) throws -> [String] {
        try chapter.run(["--plain", "--section", "\(number)"]).standardOutput
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("its sections follow the book's order, with the book's Chinese titles")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "Hot and cold signals · 热信号与冷信号",
                "Multicasting · 组播",
                "Replay for late subscribers · 组播：重放给晚来的订阅者",
                "Schedulers · 切换线程：调度者（出自《MVVM ReactiveCocoa》）",
                "Recipe: a verification code countdown · 发送验证码的倒计时按钮（出自《事半功倍》）",
                "Recipe: instant search · 信号传递流程中的一些处理：即时搜索（出自《MVVM ReactiveCocoa》）",
                "Recipe: delayed fetch · 信号延迟，间隔时间内给机会反悔做决定是否发送（出自《MVVM ReactiveCocoa》）",
                "Recipe: two requests combined · 多个信号合并成一个信号（出自《MVVM ReactiveCocoa》）",
                "Memory management · 内存管理，自动释放 Pipeline（出自《事半功倍》）",
                "Retain cycles · 避免block循环引用（出自《MVVM ReactiveCocoa》）",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: sharing async sequences · 如今：共享异步序列（增补）",
            ])
    }

    @Test("a cold signal runs its body once per subscriber: subscribe ran ×3")
    func coldSignalRunsPerSubscriber() throws {
        let output = try output(ofSection: 1)
        #expect(
            Array(output.prefix(7)) == [
                "request #1 sent", "first subscriber got 200 OK",
                "request #2 sent", "second subscriber got 200 OK",
                "request #3 sent", "third subscriber got 200 OK",
                "subscribe ran ×3",
            ])
    }

    @Test("a late subscriber to a subject misses earlier values; a cold recording starts over")
    func hotSignalLateSubscriber() throws {
        let lines = try lines(ofSection: 1)
        #expect(lines.contains("    live, from tick 0       --1-2-3-4--"))
        #expect(lines.contains("    live, from tick 5       ------3-4--"))
        #expect(lines.contains("    recording, from tick 5  -------1-2-"))
        #expect(lines.contains("  ▸ by tick 10, the late live viewer saw [3, 4]"))
    }

    @Test("publish shares one run: ×0 before connect, ×1 after, three subscribers served")
    func publishRunsOnce() throws {
        let output = try output(ofSection: 2)
        #expect(
            Array(output.prefix(6)) == [
                "before connect: subscribe ran ×0", "request #1 sent",
                "first subscriber got 200 OK", "second subscriber got 200 OK",
                "third subscriber got 200 OK", "after connect: subscribe ran ×1",
            ])
    }

    @Test("multicast into a ReplaySubject serves a late subscriber; a plain Subject does not")
    func multicastLateSubscribers() throws {
        let output = try output(ofSection: 2)
        let start = try #require(output.firstIndex(of: "multicast(Subject()):"))
        #expect(
            Array(output[start..<start + 7]) == [
                "multicast(Subject()):", "request #1 sent", "late subscriber: completed",
                "multicast(ReplaySubject()):", "request #1 sent",
                "late subscriber got 200 OK", "late subscriber: completed",
            ])
    }

    @Test("autoconnect subscribes the source once, from the first subscriber to the last")
    func autoconnect() throws {
        let lines = try lines(ofSection: 2)
        #expect(lines.contains("    ticker subscribed  --^-----!"))
        #expect(lines.contains("    a hears            ---012---"))
        #expect(lines.contains("    b hears            ----1234-"))
        #expect(lines.contains("  ▸ the ticker was subscribed ×1"))
    }

    @Test("replay subjects and the replay operators: runs and what a late subscriber hears")
    func replay() throws {
        let rows = try lines(ofSection: 3).map(cells)
        #expect(rows.contains(["Subject()", "d"]))
        #expect(rows.contains(["ReplaySubject(capacity: 1)", "c, d"]))
        #expect(rows.contains(["ReplaySubject()", "a, b, c, d"]))
        #expect(rows.contains(["numbers (not shared)", "×0", "×2", "[1, 2, 3]"]))
        #expect(rows.contains(["numbers.replay()", "×1", "×1", "[1, 2, 3]"]))
        #expect(rows.contains(["numbers.replayLast()", "×1", "×1", "[3]"]))
        #expect(rows.contains(["numbers.replayLazily()", "×0", "×1", "[1, 2, 3]"]))
    }

    @Test("subscribeOn moves the body to the worker, deliverOn moves delivery back to main")
    func schedulers() throws {
        let rows = try lines(ofSection: 4).map(cells)
        #expect(rows.contains(["subscribe is called", "main", "main", "main"]))
        #expect(rows.contains(["the signal's body", "main", "worker", "worker"]))
        #expect(rows.contains(["map", "main", "worker", "worker"]))
        #expect(rows.contains(["the subscriber's next", "main", "worker", "main"]))
        #expect(rows.contains(["the subscriber's completed", "main", "worker", "main"]))
    }

    @Test("a code is sent on opening and on the tap, which restarts the countdown; closing ends it")
    func countdown() throws {
        let lines = try lines(ofSection: 5)
        #expect(lines.contains("    taps       ------*-----"))
        #expect(lines.contains("    code sent  *-----*-----"))
        #expect(lines.contains("    button     321R--321R-|"))
        #expect(lines.contains("  0     [ Resend (3s) ]  disabled"))
        #expect(lines.contains("  3     [ Resend ]  can be tapped"))
        #expect(lines.contains("  6     [ Resend (3s) ]  disabled"))
        // Without takeUntil, switchToLatest waits for taps to complete: they never do.
        #expect(lines.contains("    button  321R--321R-----------"))
        #expect(lines.contains("  ▸ interval sent 0"), "interval counts; RAC2's sends dates")
    }

    @Test("flatMap lets a stale search win; switchToLatest cancels it when the new text arrives")
    func instantSearch() throws {
        let lines = try lines(ofSection: 6)
        let stale = #"the screen ends up showing "swi": swift, swiftly, swim, swing, switch"#
        #expect(lines.contains("  ▸ " + stale))
        #expect(lines.contains(#"  ▸ the screen ends up showing "swift": swift, swiftly"#))
        // flatMap lets "swi" run to its answer at 14; switchToLatest disposes it at 11.
        #expect(lines.contains(#"    search "swi"      ------^-------!"#))
        #expect(lines.contains(#"    search "swi"      ------^----!"#))
        #expect(lines.contains("    results           -------------ti-"))
        #expect(lines.contains("    results           -------------t--"))
        // then: the text is subscribed only once access is granted; a refusal ends it.
        #expect(lines.contains("    granted, then text  ----cd"))
        #expect(lines.contains("    refused, then text  ---#"))
    }

    @Test("a cell hidden during the delay never fetches; one hidden mid-fetch cancels it")
    func delayedFetch() throws {
        let rows = try lines(ofSection: 7).map(cells)
        #expect(rows.contains(["sunset", "sent at 3, answered at 7", "sunset: 1/250 s, f/8"]))
        #expect(rows.contains(["harbour", "never sent", "—"]))
        #expect(rows.contains(["forest", "sent at 5, cancelled at 7", "—"]))
        let lines = try lines(ofSection: 7)
        #expect(lines.contains("    fetch, with skip(1)  ----T-|"), "skip(1): only changes count")
        #expect(lines.contains("    fetch, without it    |"), "the first value is taken as a hide")
    }

    @Test("combineLatest sends both requests at once and answers when the slower one has")
    func twoRequests() throws {
        let lines = try lines(ofSection: 8)
        #expect(lines.contains("    details request  ^-!"))
        #expect(lines.contains("    photos request   ^----!"))
        #expect(lines.contains("  ▸ tick 5: ashfurrow (Ash Furrow), 3 photos"))
    }

    @Test("live subscriptions fall back to 0 when pipelines end, and stay up while one leaks")
    func memoryManagement() throws {
        let counts = try output(ofSection: 9).compactMap { line -> String? in
            guard let range = line.range(of: "live subscriptions: ") else { return nil }
            return String(line[range.lowerBound...])
        }
        try #require(counts.count == 9, "\(counts)")
        let none = "live subscriptions: 0"
        #expect(counts[0] != none)
        #expect(counts[1] == none, "a completed pipeline frees itself")
        #expect(counts[2] != none)
        #expect(counts[3] == counts[2] + ", closure ran ×1", "the leak outlives its cell")
        #expect(counts[4] == none, "disposing frees the leak")
        #expect(counts[5] != none)
        #expect(counts[6] == none, "take(during:) ends with the cell")
        #expect(counts[7] == counts[8], "reuse ends one binding and starts another")
        // A SerialDisposable disposes what it replaces; RAC2's setter does not.
        #expect(try output(ofSection: 9).last == "sunset binding disposed")
    }

    @Test("a view model that captures self is never freed; weak self and [label] are")
    func retainCycles() throws {
        let output = try output(ofSection: 10)
        #expect(
            output == [
                "self showed 3 photos · freed: false · subscriptions left: 1",
                "[weak self] showed 3 photos · freed: true · subscriptions left: 0",
                "[label] showed 3 photos · freed: true · subscriptions left: 0",
            ])
    }

    @Test("each Book: footer that cites rac_willDeallocSignal credits the keyboard article")
    func willDeallocCredited() throws {
        for number in [3, 4] {
            let transcript = try ChapterProgram(number).plainRun().standardOutput
            let citations = bookFooters(in: transcript).flatMap {
                $0.components(separatedBy: "-rac_willDeallocSignal").dropFirst()
            }
            #expect(!citations.isEmpty, "Chapter \(number) no longer cites it")
            for citation in citations {
                #expect(
                    citation.hasPrefix(" (Half the Effort's"),
                    "Chapter \(number): -rac_willDeallocSignal\(citation.prefix(40))")
            }
        }
    }

    @Test("the whole chapter prints the same numbers on every run")
    func deterministic() throws {
        let first = try chapter.run(["--plain"])
        let second = try chapter.run(["--plain"])
        #expect(first.exitCode == 0)
        #expect(
            Golden.firstDifference(expected: first.standardOutput, actual: second.standardOutput)
                == nil)
    }

    @Test("--realtime plays the countdown with real one-second pauses, in order")
    func realtime() throws {
        let started = ContinuousClock.now
        let run = try chapter.run(["--realtime", "--plain"])
        let elapsed = ContinuousClock.now - started
        #expect(run.exitCode == 0)
        let labels = run.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ▸ [ ") ? line.dropFirst(6).prefix { $0 != "]" } : nil
        }
        #expect(labels == ["Resend (3s) ", "Resend (2s) ", "Resend (1s) ", "Resend "])
        #expect(elapsed >= .milliseconds(2_900), "three real one-second ticks took \(elapsed)")
    }

    @Test("--help lists --realtime; --realtime with --section is refused in one line")
    func realtimeOption() throws {
        let help = try chapter.run(["--help", "--realtime"])
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("--realtime  play the verification code countdown"))
        #expect(!help.standardOutput.contains("Resend ("), "--help wins over --realtime")
        let refused = try chapter.run(["--realtime", "--section", "2"])
        #expect(refused.exitCode == 2)
        #expect(refused.standardOutput.isEmpty)
        #expect(
            refused.standardError
                == "Chapter4: --realtime runs on its own; only --plain may go with it\n")
        let bad = try chapter.run(["--realtime", "--bogus"])
        #expect(bad.exitCode == 2)
        #expect(bad.standardError == "Chapter4: unknown option '--bogus' (see --help)\n")
    }
}

/// The cells of a table row: the pieces between runs of two or more spaces.
private func cells(_ line: String) -> [String] {
    line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
}
