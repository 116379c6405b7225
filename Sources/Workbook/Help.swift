import WorkbookKit

/// The text of `swift run workbook --help` and of each subcommand's `--help`,
/// in English and Chinese, each line at most 80 columns wide (Chinese counts two).
enum Help {
    static let overview = Bilingual(
        en: """
            workbook: grade your exercises, show hints and solutions, track progress.

            Usage: swift run workbook <subcommand> [arguments]

            Subcommands:
              progress [--json]             a chapter × exercise table: done, failing, not attempted
              check [N | N.M]               grade everything, one chapter, or one exercise
              hint N.M [1|2|3]              a hint: 1 a nudge, 2 the concept, 3 a near-solution
              solution N.M [--yes]          the reference solution, after a spoiler warning
              reset N.M | N | all [--yes]   put the shipped stub back, keeping a backup of yours
              watch                         re-grade an exercise each time you save its file
              read [--port N]               the chapters, exercises and errata as web pages
              help [subcommand]             this text, or more about one subcommand

            Start with: swift run workbook check 1.1
            Run it from anywhere inside the package. Exit codes: 0 fine, 1 something to
            fix, 2 a mistake in the command line.
            """,
        zh: """
            workbook：为练习评分，查看提示和参考答案，记录进度。

            用法：swift run workbook <子命令> [参数]

            子命令：
              progress [--json]             章 × 练习的总表：已完成、未通过、未开始
              check [N | N.M]               评分：全部练习、第 N 章，或练习 N.M
              hint N.M [1|2|3]              提示：1 指方向，2 讲概念，3 接近答案
              solution N.M [--yes]          先警告剧透，再给出参考答案
              reset N.M | N | all [--yes]   放回发布时的桩代码，并先备份你的版本
              watch                         每保存一次练习文件，就重新评一次分
              read [--port N]               把各章、练习和勘误表做成网页，在浏览器里读
              help [子命令]                 本说明，或某个子命令的详细说明

            从这里开始：swift run workbook check 1.1
            在包内任何目录下都能运行。退出码：0 一切正常，1 有需要修改的地方，
            2 命令行有误。
            """)

    /// The help for one subcommand, or the overview, in `language`; the
    /// overview ends with how to choose the language, in both.
    static func text(for topic: String?, language: Language = .english) -> String {
        guard let topic, let text = subcommands[topic] else {
            let other: Language = language == .chinese ? .english : .chinese
            return overview.text(in: language) + "\n\n"
                + Language.howToChoose.text(in: language) + "\n"
                + Language.howToChoose.text(in: other)
        }
        return text.text(in: language)
    }
}
