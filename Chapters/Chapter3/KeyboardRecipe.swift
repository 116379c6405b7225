import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Two notification signals, merged, ending with their owner's lifetime.
    static let keyboardRecipe = Section(
        "Recipe: keyboard show and hide", ChineseTitle.of("处理键盘的弹出和隐藏", from: .halfTheEffort)
    ) {
        page in
        let print = page.printer
        page.say(
            en: """
                A chat screen moves its input bar up when the keyboard appears and back down \
                when it goes. The keyboard announces both through NotificationCenter, so the \
                recipe needs notifications as signals. That takes a few lines on Foundation's \
                NotificationCenter: subscribing adds an observer, and disposing removes it.
                """,
            zh: """
                聊天界面在键盘弹出时把输入栏往上移，键盘收起时再移回来。键盘通过 \
                NotificationCenter 宣告这两件事，所以这个示例需要把通知变成信号。在 \
                Foundation 的 NotificationCenter 上，这只要几行代码：订阅时添加一个观察\
                者，释放时把它移除。
                """)
        page.contract(notificationSignalContract, of: "NotificationCenter.signal(for:reading:)")
        page.say(
            en: """
                Show and hide become one signal of heights with merge. Neither notification \
                ever ends, so the subscription must end with its owner: take(during:) \
                completes it when the screen's lifetime ends, and completion disposes the \
                observers.
                """,
            zh: """
                用 merge 把弹出和隐藏合并成一个高度信号。这两种通知都永远不会结束，所以\
                订阅必须随它的所有者一起结束：界面的生命周期结束时，take(during:) 让信\
                号完成，而完成会释放那两个观察者。
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
            en: """
                S is a height from a willShow, H the 0 from a willHide. The screen was \
                released at tick 6: its lifetime ended, the merged signal completed (|), and \
                both observers left the center. The willShow at tick 8 was posted to nobody.
                """,
            zh: """
                S 是 willShow 带来的高度，H 是 willHide 带来的 0。界面在第 6 刻被释放：\
                它的生命周期结束，合并后的信号完成（|），两个观察者都离开了通知中心。\
                第 8 刻的 willShow 发出时，已经没有人在听了。
                """)
        whenToBuild(page)
        page.book(
            "-[NSNotificationCenter rac_addObserverForName:object:]", "+[RACSignal merge:]",
            "-[RACSignal takeUntil:]",
            page.text(
                en: "-rac_willDeallocSignal (Half the Effort's; not in the book)",
                zh: "-rac_willDeallocSignal（出自《事半功倍》，原书没有）"))
        page.differs(
            en: """
                `take(during: lifetime)` ends a signal when an object's `Lifetime.Token` \
                is released. RAC2 asks the object itself, with `rac_willDeallocSignal`, \
                which any NSObject has; a Swift object must keep a token to have one.
                """,
            zh: """
                `take(during: lifetime)` 在对象的 `Lifetime.Token` 被释放时结束信号。\
                RAC2 直接问对象本身，用的是每个 NSObject 都有的 \
                `rac_willDeallocSignal`；Swift 对象则必须持有一个 token，才有生命周期可\
                用。
                """)
    }

    /// Where a pipeline is built: as soon as what it binds exists.
    private static func whenToBuild(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The article Half the Effort also says when to build a pipeline: as soon as the \
                thing it belongs to is alive. A model or a service builds its pipelines in \
                init. A view controller builds them in viewDidLoad, and a view loaded from \
                a nib in awakeFromNib, because before then the text fields and buttons a \
                pipeline binds do not exist. Two stand-in screens build the same pipeline, \
                one in init and one in viewDidLoad, then the user types an address:
                """,
            zh: """
                《事半功倍》还说明了什么时候构建管道（Pipeline）：管道所属的对象一\
                诞生就构建。模型或服务在 init 中构建管道；视图控制器在 viewDidLoad 中构\
                建，从 nib 加载的视图在 awakeFromNib 中构建，因为在此之前，管道要绑定的\
                文本框和按钮还不存在。下面两个替身界面构建同一条管道，一个在 init 中，\
                一个在 viewDidLoad 中，然后用户输入一个地址：
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
            en: """
                Built in init, the pipeline found no field and bound nothing, so Send \
                stayed off whatever was typed. Built in viewDidLoad, it followed the \
                field from the first key.
                """,
            zh: """
                在 init 中构建时，管道找不到文本框，什么也没有绑定，所以无论输入什么，\
                “发送”都一直不可用。在 viewDidLoad 中构建时，管道从第一个键起就跟上了文\
                本框。
                """)
    }
}
