import WorkbookKit

/// The text of `swift run workbook --help` and of each subcommand's `--help`.
enum Help {
    static let overview = """
        workbook: grade your exercises, show hints and solutions, track progress.

        Usage: swift run workbook <subcommand> [arguments]

        Subcommands:
          progress [--json]             a chapter × exercise table: done, failing, not attempted
          check [N | N.M]               grade everything, one chapter, or one exercise
          hint N.M [1|2|3]              a hint: 1 a nudge, 2 the concept, 3 a near-solution
          solution N.M [--yes]          the reference solution, after a spoiler warning
          reset N.M | N | all [--yes]   put the shipped stub back, keeping a backup of yours
          watch                         re-grade an exercise each time you save its file
          help [subcommand]             this text, or more about one subcommand

        Start with: swift run workbook check 1.1
        Run it from anywhere inside the package. Exit codes: 0 fine, 1 something to
        fix, 2 a mistake in the command line.
        """

    /// The help for one subcommand, or the overview.
    static func text(for topic: String?) -> String {
        switch topic {
        case "progress":
            """
            Usage: swift run workbook progress [--json]

            Grades every exercise and prints a table with one row per chapter and one
            column per exercise: ✔ done, ✘ failing (wrong, crashed, timed out or not
            compiling), … waiting (another file of its chapter does not compile),
            · not attempted, with totals. On a terminal ✔ is green and ✘ red; set
            NO_COLOR=1 for plain marks.

              --json   print the same as JSON, for a teacher to collect from a room
            """
        case "check":
            """
            Usage: swift run workbook check [N | N.M] [--seed SEED]

            Grades all exercises, chapter N, or exercise N.M, and says for each what was
            expected and what came back. Your code runs in a program of its own; the
            grader compares what it answers with what the reference solution answers.
            An exercise whose file does not compile is reported with the compiler's first
            error, and the other exercises of its chapter as waiting for it; the other
            chapters are still graded. An answer that works for more than 10 s of
            processor time (an endless loop, most often), waits 15 s for one call, uses
            more than 512 MB of memory or prints more than 1 MB is stopped.
            A file that imports what its task does not give, ends the process itself
            (exit, abort, …) or reaches below Swift (@_cdecl, dlsym, …) is not graded,
            with the line that says why. Exits with 1 if anything is failing.

            Graders try your answer on random inputs. A failure ends with the seed that
            made them; --seed replays them:

              swift run workbook check 1.3 --seed 1234

              swift run workbook check 1.3
            """
        case "hint":
            """
            Usage: swift run workbook hint N.M [1|2|3]

            Shows one tier of hints for exercise N.M (tier 1 if you leave it out):
              1  a nudge: what to look at
              2  the concept that applies
              3  a near-solution
            """
        case "solution":
            """
            Usage: swift run workbook solution N.M [--yes]

            Prints the reference solution of exercise N.M, with comments that explain it,
            after a spoiler warning. Asks first; try the hints before you answer y.

              --yes, -y   do not ask
            """
        case "reset":
            """
            Usage: swift run workbook reset N.M | N | all [--yes]

            Puts the stub of exercise N.M (or of chapter N, or of all exercises) back as
            shipped. Your version is kept first in Exercises/Backups/, so no work is lost.
            Asks before it changes anything.

              --yes, -y   do not ask
            """
        case "watch":
            """
            Usage: swift run workbook watch

            Watches the exercise files and grades an exercise each time you save it;
            after each grade, save again to re-grade. Stop it with Ctrl-C.
            """
        case "help":
            """
            Usage: swift run workbook help [subcommand]

            Prints the overview, or the help of one subcommand.
            """
        default:
            overview
        }
    }
}
