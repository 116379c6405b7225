import ExerciseGrading

/// Every exercise's grader, by exercise id.
///
/// A grader compares the answer program with the reference program through
/// the `Judge` it is given, and throws what is wrong; see `Judging.report`.
public enum Graders {
    /// All graders, by exercise id, such as "1.1".
    public static let all: [String: Grader] = Dictionary(
        uniqueKeysWithValues: (chapter1 + chapter2 + chapter3 + chapter4 + chapter5 + chapter6)
            .map { ($0.id, $0) })

    /// The grader of exercise `id`, if there is one.
    public static func grader(for id: String) -> Grader? {
        all[id]
    }
}
