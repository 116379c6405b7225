import ExerciseHarness
import Reactive

/// The calls the judge makes into chapter 3's answers, and how an answer
/// program plays each on its table of functions.
public enum Chapter3Calls {
    /// The table the calls play on.
    public typealias Functions = Chapter3Functions

    /// How many ticks a story plays on after its last event.
    static let horizon = 12

    /// 3.1: `emailValidity(Signal.just(text))`, its values.
    public static let validityOfText = Call<Functions, String, [Bool]>("3.1/text") {
        functions, text in
        valuesAtOnce(of: functions.emailValidity(Signal.just(text)))
    }

    /// 3.1: `emailValidity(texts)` in a story of typing.
    public static let emailValidity = Call<Functions, Story, Playback<Bool>>("3.1") {
        functions, story in
        Playback(story, horizon: horizon) { stage in
            functions.emailValidity(stage.source("texts").map { Chapter3Letters.typed.text($0) })
        }
    }

    /// 3.2: the greeting after binding one name.
    public static let greetingForName = Call<Functions, String, String>("3.2/name") {
        functions, name in
        Greeting.after(name, functions)
    }

    /// 3.2: a greeting bound to a story of names, for each subscriber.
    public static let bindGreeting = Call<Functions, Story, Playback<String>>("3.2") {
        functions, story in
        Playback(story, horizon: horizon) { Greeting.greetings($0, functions) }
    }

    /// 3.2: a greeting bound to names, then freed at the tick given.
    public static let freeingTheGreeting = Call<Functions, Int, Trace>("3.2/freed") {
        functions, tick in
        Greeting.freed(at: tick, functions)
    }

    /// 3.3: a crowd of subscribers at a doorbell, and the handlers registered.
    public static let doorbellCrowd = Call<Functions, DoorbellVisit, Trace>("3.3/crowd") {
        functions, visit in
        visit.played(functions)
    }

    /// 3.3: `rings(…)` on a doorbell driven by a story: each value rings, and
    /// its end (completed or error) unplugs it.
    public static let rings = Call<Functions, Story, Playback<String>>("3.3") { functions, story in
        Playback(story, horizon: horizon) { stage in
            let doorbell = Doorbell()
            let visitors = functions.rings(doorbell.onRing, doorbell.onUnplug)
            stage.source("doorbell").subscribe(
                next: { doorbell.ring($0) }, error: { _ in doorbell.unplug() },
                completed: { doorbell.unplug() })
            return visitors
        }
    }

    /// 3.4: whether the command is enabled for two fields.
    public static let isEnabledForFields = Call<Functions, Fields, [Bool]>("3.4/fields") {
        functions, fields in
        fields.isEnabled(functions)
    }

    /// 3.4: a session of typing and tapping on the log-in form.
    public static let logInSession = Call<Functions, Story, Playback<String>>("3.4") {
        functions, story in
        Playback(story, horizon: horizon) { LogInSession.outcomes($0, functions) }
    }

    /// 3.5: a status bar over a story of saves.
    public static let statusMessages = Call<Functions, Story, Playback<String>>("3.5") {
        functions, story in
        Playback(story, horizon: horizon) { CommandStories.statusBar($0, functions) }
    }

    /// 3.6: a command's outputs, driven by a story of taps.
    public static let outputs = Call<Functions, Story, Playback<Int>>("3.6") { functions, story in
        Playback(story, horizon: horizon) { CommandStories.driven($0, functions) }
    }

    /// 3.7: streams of a doorbell's rings, made, rung and read in a story.
    public static let ringStream = Call<Functions, BellStory, BellRun>("3.7") {
        functions, story in
        story.played(functions.ringStream)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        validityOfText.served, emailValidity.served, greetingForName.served, bindGreeting.served,
        freeingTheGreeting.served, doorbellCrowd.served, rings.served, isEnabledForFields.served,
        logInSession.served, statusMessages.served, outputs.served, ringStream.served,
    ]
}
