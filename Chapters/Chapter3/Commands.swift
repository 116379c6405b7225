import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A command enabled by validity, its isExecuting over virtual time, and an empty execution.
    static let commands = Section("Commands", "指令") { page in
        let print = page.printer
        page.say(
            """
            A command is something the user can trigger, like a button's action, together \
            with its state: whether it is enabled, and whether it is executing. Give it a \
            signal that says when it may run, and a function from its input to the \
            signal that does the work. Here Send is enabled by the address's validity, \
            and its work takes two ticks:
            """)
        page.contract(sendInvitationContract, of: "sendInvitation(to:on:)")
        page.code(.sendCommand)
        // snippet.sendCommand
        let scheduler = TestScheduler()
        let field = TextField()
        let isValid = emailValidity(of: field)
        let send = Command<String, Void>(enabled: isValid) { address in
            sendInvitation(to: address, on: scheduler)
        }
        let enabled = scheduler.record(send.isEnabled)
        let executing = scheduler.record(send.isExecuting)
        field.type("ash@", from: 1, on: scheduler)
        for tick in [2, 5, 6, 8] {  // the user presses Send
            scheduler.schedule(at: tick) {
                send.execute(field.currentText).subscribe(
                    next: { _ in },
                    error: { print("tick \(scheduler.now): refused: \($0)") },
                    completed: { print("tick \(scheduler.now): sent") })
            }
        }
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("isEnabled", enabled, symbol: truth),
            MarbleLine("isExecuting", executing, symbol: truth))
        page.say(
            """
            At tick 2 there was no "@" yet, so the command refused to run, with an error \
            on the signal execute returned. From tick 4 it was enabled. While a run is \
            executing, the command is disabled too, so the press at tick 6 was refused: \
            one invitation at a time, with no flag of our own to keep.
            """)
        page.say(
            """
            Not every command has work that takes time. In the book's simplest \
            command the work is the log line itself: the command's block prints \
            "Button was pressed." and returns an empty signal, which completes at \
            once. The same here, pressed at tick 2:
            """)
        do {
            page.code(.emptyCommand)
            // snippet.emptyCommand
            let scheduler = TestScheduler()
            let button = Command<Void, Void> {
                print("tick \(scheduler.now): button was pressed")
                return Signal.empty
            }
            let executing = scheduler.record(button.isExecuting)
            scheduler.schedule(at: 2) { button.execute() }
            scheduler.run()
            // snippet.end
            page.marbles(MarbleLine("isExecuting", executing, symbol: truth))
        }
        page.say(
            """
            The line was printed inside the command's block, as the run started. \
            isExecuting went to true and back within tick 2: T above F in one \
            column, two events in one tick. Nothing had to subscribe to the \
            command's results for the button to do its work.
            """)
        page.book(
            "RACCommand", "-[RACCommand initWithEnabled:signalBlock:]", "-[RACCommand execute:]",
            "RACCommand.executing", "RACCommand.enabled", "+[RACSignal empty]")
        workStartsAtOnce(page)
        doubleBinding(page)
        deliveryThread(page)
    }
}
