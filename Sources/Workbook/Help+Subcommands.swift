import WorkbookKit

extension Help {
    /// Each subcommand's `--help`, by its name.
    static let subcommands: [String: Bilingual] = [
        "progress": Bilingual(
            en: """
                Usage: swift run workbook progress [--json]

                Grades every exercise and prints a table with one row per chapter and one
                column per exercise: ✔ done, ✘ failing (wrong, crashed, timed out or not
                compiling), … waiting (another file of its chapter does not compile),
                · not attempted, with totals. On a terminal ✔ is green and ✘ red; set
                NO_COLOR=1 for plain marks.

                  --json   print the same as JSON, for a teacher to collect from a room
                """,
            zh: """
                用法：swift run workbook progress [--json]

                为每个练习评分，打印一张表：每章一行，每个练习一列。✔ 已完成，✘ 未通过
                （答错、崩溃、超时或编译不通过），… 等待中（同一章的另一个文件编译不通过），
                · 未开始，最后给出合计。在终端上 ✔ 为绿色、✘ 为红色；设置 NO_COLOR=1
                则不用颜色。

                  --json   以 JSON 打印同样的内容，方便老师收集全班的进度
                """),
        "check": Bilingual(
            en: """
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
                """,
            zh: """
                用法：swift run workbook check [N | N.M] [--seed SEED]

                为全部练习、第 N 章或练习 N.M 评分，并逐一说明期望的结果和实际得到的结果。
                你的代码在单独的程序里运行；评分器把它的回答与参考答案的回答相比较。
                文件编译不通过的练习，会报告编译器给出的第一个错误，同一章的其他练习标为
                等待中；其他各章照常评分。占用处理器时间超过 10 秒（多半是死循环）、
                单次调用等待超过 15 秒、使用内存超过 512 MB 或输出超过 1 MB 的答案会被
                终止。导入了题目未提供的模块、自行结束进程（exit、abort 等）或绕过 Swift
                （@_cdecl、dlsym 等）的文件不予评分，并指出是哪一行。有未通过的练习时，
                退出码为 1。

                评分器用随机输入检验你的答案。失败信息的末尾给出产生这些输入的种子；
                用 --seed 可以重放：

                  swift run workbook check 1.3 --seed 1234

                  swift run workbook check 1.3
                """),
        "hint": Bilingual(
            en: """
                Usage: swift run workbook hint N.M [1|2|3]

                Shows one tier of hints for exercise N.M (tier 1 if you leave it out):
                  1  a nudge: what to look at
                  2  the concept that applies
                  3  a near-solution
                """,
            zh: """
                用法：swift run workbook hint N.M [1|2|3]

                显示练习 N.M 的某一级提示（不指定时为第 1 级）：
                  1  指方向：该看哪里
                  2  讲概念：用到哪个概念
                  3  接近答案
                """),
        "solution": Bilingual(
            en: """
                Usage: swift run workbook solution N.M [--yes]

                Prints the reference solution of exercise N.M, with comments that explain it,
                after a spoiler warning. Asks first; try the hints before you answer y.

                  --yes, -y   do not ask
                """,
            zh: """
                用法：swift run workbook solution N.M [--yes]

                先给出剧透警告，再打印练习 N.M 的参考答案及讲解注释。打印前会先询问；
                回答 y 之前，不妨先看看提示。

                  --yes, -y   不询问
                """),
        "reset": Bilingual(
            en: """
                Usage: swift run workbook reset N.M | N | all [--yes]

                Puts the stub of exercise N.M (or of chapter N, or of all exercises) back as
                shipped. Your version is kept first in Exercises/Backups/, so no work is lost.
                Asks before it changes anything.

                  --yes, -y   do not ask
                """,
            zh: """
                用法：swift run workbook reset N.M | N | all [--yes]

                把练习 N.M（或第 N 章、或全部练习）的桩代码恢复为发布时的样子。你的版本
                会先保存到 Exercises/Backups/，不会丢失任何工作。修改之前会先询问。

                  --yes, -y   不询问
                """),
        "watch": Bilingual(
            en: """
                Usage: swift run workbook watch

                Watches the exercise files and grades an exercise each time you save it;
                after each grade, save again to re-grade. Stop it with Ctrl-C.
                """,
            zh: """
                用法：swift run workbook watch

                监视练习文件，每次保存某个练习时就为它评分；评完后再次保存即可重新评分。
                按 Ctrl-C 停止。
                """),
        "read": Bilingual(
            en: """
                Usage: swift run workbook read [--port N] [--lang en|zh]

                Builds the six chapters, then serves them as web pages on this machine
                only (127.0.0.1), with the exercise list and the errata, in English and
                Chinese: marble diagrams are drawn as pictures from the chapters' real
                runs. Open the address it prints in a browser. Stop it with Ctrl-C.

                  --port N    the port to serve on (default 8040; 0 picks a free one)
                """,
            zh: """
                用法：swift run workbook read [--port N] [--lang en|zh]

                先构建六章，再把它们做成网页，只在本机（127.0.0.1）上提供，附带练习列表
                和勘误表，中英文都有：弹珠图按各章真实运行的结果画成图片。用浏览器打开
                它打印的地址即可。按 Ctrl-C 停止。

                  --port N    使用的端口（默认 8040；0 表示任选一个空闲端口）
                """),
        "help": Bilingual(
            en: """
                Usage: swift run workbook help [subcommand]

                Prints the overview, or the help of one subcommand.
                """,
            zh: """
                用法：swift run workbook help [子命令]

                打印总览，或某个子命令的帮助。
                """),
    ]
}
