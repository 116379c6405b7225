import Chapter1Calls
import Chapter1Mutants
import Chapter1Reference
import Chapter2Calls
import Chapter2Mutants
import Chapter2Reference
import Chapter3Calls
import Chapter3Mutants
import Chapter3Reference
import Chapter4Calls
import Chapter4Mutants
import Chapter4Reference
import Chapter5Calls
import Chapter5Mutants
import Chapter5Reference
import Chapter6Calls
import Chapter6Mutants
import Chapter6Reference
import ExerciseHarness
import Foundation
import WorkbookKit

/// `workbook serve-answers N [--mutant N.M/name]`: the program the judge
/// starts to answer its calls with chapter N's reference solutions, or with
/// one of its mutants in place of one answer. Not for people: the judge runs it.
enum ServeAnswers {
    /// Serves the answers the arguments (after `serve-answers`) name. Never returns.
    static func run(_ arguments: [String]) -> Never {
        let mutant = arguments.firstIndex(of: "--mutant").flatMap {
            $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
        }
        switch arguments.first.flatMap(Int.init) {
        case 1:
            serve(Chapter1Functions.reference, Chapter1Functions.mutants, Chapter1Calls.all, mutant)
        case 2:
            serve(Chapter2Functions.reference, Chapter2Functions.mutants, Chapter2Calls.all, mutant)
        case 3:
            serve(Chapter3Functions.reference, Chapter3Functions.mutants, Chapter3Calls.all, mutant)
        case 4:
            serve(Chapter4Functions.reference, Chapter4Functions.mutants, Chapter4Calls.all, mutant)
        case 5:
            serve(Chapter5Functions.reference, Chapter5Functions.mutants, Chapter5Calls.all, mutant)
        case 6:
            serve(Chapter6Functions.reference, Chapter6Functions.mutants, Chapter6Calls.all, mutant)
        default:
            fail(
                Bilingual(
                    en: "serve-answers needs a chapter number from 1 to 6",
                    zh: "serve-answers 需要 1 到 6 之间的章号"))
        }
    }

    private static func serve<Functions: Sendable>(
        _ reference: Functions, _ mutants: KeyValuePairs<String, Functions>,
        _ calls: [ServedCall<Functions>], _ mutant: String?
    ) -> Never {
        guard let mutant else { AnswerProgram.serve(reference, calls: calls) }
        guard let functions = mutants.first(where: { $0.key == mutant })?.value else {
            fail(Bilingual(en: "no mutant \(mutant)", zh: "没有错误答案 \(mutant)"))
        }
        AnswerProgram.serve(functions, calls: calls)
    }

    /// Says `message` in the locale's language (the judge passes no `--lang`), then exits.
    private static func fail(_ message: Bilingual) -> Never {
        let text = message.text(in: Language.of(ProcessInfo.processInfo.environment))
        FileHandle.standardError.write(Data("workbook serve-answers: \(text)\n".utf8))
        exit(2)
    }
}
