import Foundation

/// The commands of SwiftPM's build plan (the llbuild file `debug.yaml`),
/// each a list of arguments, by name: `C.<Target>-<triple>-<configuration>.<kind>`.
struct BuildPlan {
    let text: String

    /// The arguments of `target`'s command of `kind` (`module` compiles it,
    /// `exe` links it), or nil if the plan has none.
    func command(target: String, kind: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let start = lines.firstIndex(where: { line in
                line.hasPrefix("  \"C.\(target)-") && line.hasSuffix(".\(kind)\":")
            })
        else { return nil }
        for line in lines[(start + 1)...].prefix(12) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("args: ") else { continue }
            let list = Data(trimmed.dropFirst("args: ".count).utf8)
            return try? JSONDecoder().decode([String].self, from: list)
        }
        return nil
    }
}
