import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Two notification signals, merged, ending with their owner's lifetime.
    static let keyboardRecipe = Section("Recipe: keyboard show and hide", "处理键盘的弹出和隐藏") {
        page in
        let print = page.printer
        page.say(
            """
            A chat screen moves its input bar up when the keyboard appears and back down \
            when it goes. The keyboard announces both through NotificationCenter, so the \
            recipe needs notifications as signals. That takes a few lines on Foundation's \
            NotificationCenter: subscribing adds an observer, and disposing removes it.
            """)
        page.contract(notificationSignalContract, of: "NotificationCenter.signal(for:reading:)")
        page.say(
            """
            Show and hide become one signal of heights with merge. Neither notification \
            ever ends, so the subscription must end with its owner: take(during:) \
            completes it when the screen's lifetime ends, and completion disposes the \
            observers.
            """)
        page.contract(keyboardHeightContract, of: "keyboardHeight(in:)")
        page.code(.keyboardHeights)
        // snippet.keyboardHeights
        let scheduler = TestScheduler()
        let center = NotificationCenter()
        let keyboard = SimulatedKeyboard(center: center, scheduler: scheduler) {
            print($0)
        }
        var screen: ChatScreen? = ChatScreen()
        let heights = scheduler.record(
            keyboardHeight(in: center)
                .take(during: screen!.lifetime)
                .doNext { print("  the screen moves its input bar to \($0)") })
        print("observers:", NotificationObservers.registered)
        keyboard.show(at: 2, height: 216)
        keyboard.hide(at: 4)
        keyboard.show(at: 8, height: 216)
        scheduler.advance(to: 6)
        screen = nil
        print("observers:", NotificationObservers.registered)
        scheduler.run()
        // snippet.end
        page.marbles(
            [MarbleLine("heights", heights) { $0 > 0 ? "S" : "H" }], until: scheduler.now + 1)
        page.say(
            """
            S is a height from a willShow, H the 0 from a willHide. The screen was \
            released at tick 6: its lifetime ended, the merged signal completed (|), and \
            both observers left the center. The willShow at tick 8 was posted to nobody.
            """)
        whenToBuild(page)
        page.book(
            "-[NSNotificationCenter rac_addObserverForName:object:]", "+[RACSignal merge:]",
            "-[RACSignal takeUntil:]",
            "-rac_willDeallocSignal (the keyboard article's; not in the book)")
        page.differs(
            """
            `take(during: lifetime)` ends a signal when an object's `Lifetime.Token` \
            is released. RAC2 asks the object itself, with `rac_willDeallocSignal`, \
            which any NSObject has; a Swift object must keep a token to have one.
            """)
    }

    /// Where a pipeline is built: as soon as what it binds exists.
    private static func whenToBuild(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The keyboard article also says when to build a pipeline: as soon as the \
            thing it belongs to is alive. A model or a service builds its pipelines in \
            init. A view controller builds them in viewDidLoad, and a view loaded from \
            a nib in awakeFromNib, because before then the text fields and buttons a \
            pipeline binds do not exist. Two stand-in screens build the same pipeline, \
            one in init and one in viewDidLoad, then the user types an address:
            """)
        page.code(.buildPipeline)
        page.code(.twoMoments)
        // snippet.twoMoments
        for moment in [ComposeScreen.Moment.initializer, .viewDidLoad] {
            let scheduler = TestScheduler()
            let screen = ComposeScreen(buildingPipelineIn: moment, print: print)
            screen.viewDidLoad()
            screen.field?.type("a@b", from: 1, on: scheduler)
            scheduler.run()
            print("\(moment.rawValue): can send \(screen.canSend.value)")
        }
        // snippet.end
        page.say(
            """
            Built in init, the pipeline found no field and bound nothing, so Send \
            stayed off whatever was typed. Built in viewDidLoad, it followed the \
            field from the first key.
            """)
    }
}
