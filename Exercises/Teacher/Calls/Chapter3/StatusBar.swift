import ExerciseHarness
import Reactive

/// How 3.5's and 3.6's calls play their commands.
enum CommandStories {
    /// A document's status bar: the command saves under the name each letter
    /// of the story's source stands for, each run playing the story's inner
    /// script; the command lives as long as the status bar.
    static func statusBar(_ stage: Stage, _ functions: Chapter3Functions) -> Signal<String> {
        let save = Command<String, String> { name in stage.inner(name) }
        stage.source("saves").subscribeNext { letter in
            save.execute(Chapter3Letters.saveNames.text(letter))
        }
        return keeping(save, alive: functions.statusMessages(save))
    }

    /// A command whose n-th run plays the story's inner script under the key
    /// "n", sending the number each digit stands for, driven by the story's
    /// taps; the command lives as long as the outputs.
    static func driven(_ stage: Stage, _ functions: Chapter3Functions) -> Signal<Int> {
        let runs = CallCounter()
        let command = Command<Void, Int> { _ in
            runs.tick()
            return stage.inner(String(runs.count)).map {
                Chapter3Letters.runNumbers[String($0.suffix(1))] ?? -1
            }
        }
        return keeping(
            command, alive: functions.outputs(command, stage.source("taps").map { _ in () }))
    }
}
