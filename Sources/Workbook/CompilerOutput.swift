/// One compiler error, read from the output of `swift build` or `swift test`.
struct CompileError: Equatable {
    /// The file, relative to the package root when it is inside it.
    let file: String
    let line: Int
    let column: Int
    /// The message after "error: ".
    let message: String
    /// The source lines the compiler printed under the error, if any.
    let excerpt: [String]

    /// The chapter whose exercises (stubs, solutions or graders) hold the file.
    var chapter: Int? {
        CompilerOutput.chapter(ofPath: file)
    }

    /// The exercise whose stub, solution or grader is the file, or whose
    /// line of a chapter's answer program (marked `// N.M`) holds the error.
    var exerciseID: String? {
        guard !file.contains("Sources/ExerciseAnswers/") else {
            let own = excerpt.first { $0.drop { $0 == " " }.hasPrefix("\(line) |") }
            return own?.firstMatch(of: #/// (\d+\.\d+)\s*$/#).map { String($0.1) }
        }
        return CompilerOutput.exerciseID(ofPath: file)
    }

    /// The error as the compiler printed it: a location line, then the excerpt.
    var text: String {
        (["\(file):\(line):\(column): error: \(message)"] + excerpt).joined(separator: "\n")
    }
}

/// Reads compiler errors out of build output.
enum CompilerOutput {
    /// The distinct errors in `output`, in order, with paths made relative to `root`.
    static func errors(in output: String, root: String) -> [CompileError] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        var errors: [CompileError] = []
        for (index, line) in lines.enumerated() {
            guard let match = line.wholeMatch(of: #/(.+?):(\d+):(\d+): error: (.*)/#) else {
                continue
            }
            var file = String(match.1)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
            let excerpt = lines[(index + 1)...].prefix { isExcerpt($0) }.prefix(8).map(String.init)
            let error = CompileError(
                file: file, line: Int(match.2) ?? 0, column: Int(match.3) ?? 0,
                message: String(match.4), excerpt: excerpt)
            if !errors.contains(where: {
                ($0.file, $0.line, $0.message) == (error.file, error.line, error.message)
            }) {
                errors.append(error)
            }
        }
        return errors
    }

    /// Whether a line belongs to the source excerpt under a diagnostic, such as "12 |   x".
    private static func isExcerpt(_ line: Substring) -> Bool {
        line.wholeMatch(of: #/\s*(\d+\s*)?\|.*/#) != nil
    }

    /// The chapter of a stub, solution, mutant, calls or answer-program file,
    /// such as 2 for "Exercises/Chapter2/2.1-FirstSquares.swift" or
    /// "Sources/ExerciseAnswers/Chapter2/main.swift".
    static func chapter(ofPath path: String) -> Int? {
        let folders =
            #/
            (?:^|/)
            (?: Exercises/ (?: Teacher/ (?:Solutions|Mutants|Calls) / )? | Sources/ExerciseAnswers/ )
            Chapter (\d+) /
            /#
        return path.firstMatch(of: folders).flatMap { Int($0.1) }
    }

    /// The exercise of a stub, solution or mutant file, such as "2.1".
    static func exerciseID(ofPath path: String) -> String? {
        guard chapter(ofPath: path) != nil else { return nil }
        if let match = path.firstMatch(of: #/(?:^|/)(\d+\.\d+)-[^/]*\.swift$/#) {
            return String(match.1)
        }
        return nil
    }
}
