import Synchronization

/// Runs that several tests compare against, made once per chapter and shared.
///
/// A chapter's `--plain` output is the same on every run apart from measured
/// figures, which the tests mask, so running it once saves many processes.
private let sharedRuns = Mutex<[String: Transcript]>([:])

extension ChapterProgram {
    /// The chapter's full `--plain` run, shared by the tests that compare with it.
    func plainRun() throws -> Transcript {
        try shared("plain") { try run(["--plain"]) }
    }

    /// The chapter's full `--plain --lang zh` run, shared by the tests that read it.
    func chineseRun() throws -> Transcript {
        try shared("chinese") { try run(["--plain", "--lang", "zh"]) }
    }

    /// The section titles `--list` prints, in order, such as "Mapping · 高阶映射".
    func sectionTitles() throws -> [String] {
        let list = try shared("list") { try run(["--list", "--plain"]) }
        return list.standardOutput.split(separator: "\n").compactMap { line in
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot].drop { $0 == " " }) != nil
            else { return nil }
            return String(line[line.index(dot, offsetBy: 2)...])
        }
    }

    private func shared(_ kind: String, _ make: () throws -> Transcript) throws -> Transcript {
        let key = "\(name) \(kind)"
        if let transcript = sharedRuns.withLock({ $0[key] }) { return transcript }
        let transcript = try make()
        sharedRuns.withLock { $0[key] = transcript }
        return transcript
    }
}
