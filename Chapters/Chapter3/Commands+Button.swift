import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Where and when `execute` starts a run's work: at once, inside the call.
    static func workStartsAtOnce(_ page: Narrator) {
        let print = page.printer
        page.differs(
            """
            `execute` subscribes to the run's signal at once, on the calling \
            thread, before it returns: the work below starts inside the call. \
            RAC2's `-execute:` calls the block at once too, but subscribes to the \
            signal it returns on the main thread scheduler, so the work starts on a \
            later turn of the main loop, after `executing` and `enabled` have \
            updated; there, "execute returned" would print first.
            """)
        page.code(.workStartsAtOnce)
        // snippet.workStartsAtOnce
        let upload = Command<Void, Void> {
            Signal { observer in
                print("the work starts")
                observer.sendCompleted()
                return nil
            }
        }
        upload.execute()
        print("execute returned")
        // snippet.end
    }

    /// The book's warning about binding a button's enabled state twice, run.
    static func doubleBinding(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            In the book the command replaces the earlier `RAC(button, enabled)` \
            binding, because setting a button's rac_command binds the button's \
            enabled state to the command's. Keeping both would bind one property \
            twice. Here both bindings are kept, on purpose. The address is scripted: \
            valid from tick 4, when Send is pressed, and valid once more at 5, when \
            a key is typed while the invitation is still being sent:
            """)
        page.code(.doubleBinding)
        // snippet.doubleBinding
        let scheduler = TestScheduler()
        let letters: [Character: Bool] = ["f": false, "t": true]
        let isValid = scheduler.hotSignal("f---tt", values: letters).signal
        let send = Command<Void, Void>(enabled: isValid) {
            sendInvitation(to: "ash@x", on: scheduler)
        }
        let buttonEnabled = MutableProperty(false)
        buttonEnabled <~ isValid  // the earlier binding, kept
        buttonEnabled <~ send.isEnabled  // what rac_command binds
        scheduler.schedule(at: 4) { send.execute() }
        let executing = scheduler.record(send.isExecuting)
        for tick in 4...6 {
            scheduler.advance(to: tick)
            let running = executing.values.last ?? false
            let enabled = buttonEnabled.value
            print("tick \(tick): executing", running, "· enabled", enabled)
        }
        // snippet.end
        page.say(
            """
            At tick 5 the invitation was still being sent, yet the button said it \
            could be pressed: the validity binding wrote true over the command's \
            false. Bind a button's enabled state to its command alone, and give the \
            command the validity as its enabled signal.
            """)
        page.differs(
            """
            two bindings into one property are allowed here, and each writes in \
            turn, as the run above shows. In a debug build, RAC2 stops at the second \
            `RAC()` on the same key path with an assertion: the error the book warns \
            of.
            """)
    }

    /// Where a command's notices arrive: on the thread its run ended on.
    static func deliveryThread(_ page: Narrator) {
        let print = page.printer
        page.differs(
            """
            a command delivers `isExecuting`, `isEnabled`, `errors` and its \
            `completions` on whichever thread the change happened, here the worker \
            that ran the command's work. RAC2's command moves `executing`, \
            `enabled`, `errors` and `executionSignals` to the main thread, for the \
            UI. (RAC2 has no completions signal; 3.7 builds one the article's way.)
            """)
        let finished = Locked(false)
        page.code(.commandThread)
        // snippet.commandThread
        let worker = QueueScheduler(name: "worker")
        let save = Command<Void, Void> { Signal.empty.subscribeOn(worker) }
        save.completions.subscribeNext {
            print("completions on:", QueueScheduler.currentQueueName)
            // snippet.hide
            finished.withLock { $0 = true }
            // snippet.show
        }
        save.execute()
        // snippet.end
        let deadline = ContinuousClock.now + .seconds(5)
        MainScheduler.shared.run { finished.withLock { $0 } || ContinuousClock.now > deadline }
    }
}
