import Foundation
import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// MVC's flow, the view model between view and model, and the book's dateAdded example.
    static let whatIsMVVM = Section("What is MVVM", "什么是MVVM") { page in
        let print = page.printer
        page.say(
            en: """
                An MVC app has three kinds of part: models hold the data, views show \
                it, and controllers stand between them and handle everything that \
                passes. When new data arrives, the model tells the controller, usually \
                by key-value observing, and the controller updates the view; when the \
                view is used, the controller updates the model. Chapter 5's photo page \
                works that way: the model's full-size image arrives, and the page's \
                image view, through the controller's binding, shows it:
                """,
            zh: """
                一个 MVC 应用由三种部件组成：数据模型保存数据，视图展示数据，控制器介于两者之\
                间，处理其间往来的一切。新数据到达时，数据模型通知控制器（通常借助键-值观察），\
                控制器再更新视图；用户操作视图时，控制器更新数据模型。第 5 章的照片页面就是这\
                样工作的：数据模型的高清图到达后，页面的图片视图经由控制器的绑定把它显示出来：
                """)
        page.code(.mvcFlow)
        guard let photo = PhotoLibrary.shared.photos[safe: 1],
            let image = try? PhotoLibrary.shared.image(named: "\(photo.id)-4.ppm")
        else {
            return page.output(
                page.text(en: "the photo fixtures could not be read", zh: "无法读取照片的测试数据"))
        }
        let scheduler = TestScheduler()
        // snippet.mvcFlow
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = PhotoModel(photo)
        let photoPage = PixelsMVC.PhotoController(
            photoModel: model, index: 1, importer: SignalImporter(fake),
            context: ScreenContext(scheduler: scheduler))
        photoPage.loadViewIfNeeded()
        model.fullsizeData.value = image  // the model changes…
        let shown = photoPage.imageView.image  // …and the view follows
        print("the view shows", shown.map { "\($0.width)×\($0.height)" } ?? "none")
        // snippet.end
        page.say(
            en: """
                Along the way the controller quietly does much more: it decides when to \
                load, validates what the user does, turns the model's data into what \
                the user reads, and arranges the views. Apple's classes are, one hopes, \
                well tested; a view controller seldom is, because none of that can run \
                without it. MVVM takes the view and its controller as one, the view \
                (which is why the pattern is not called MVVCVM), and puts a view model \
                between it and the model. The view model holds the logic, and never \
                refers to the view: the view knows its view model, the view model knows \
                the model, and nothing points back.
                """,
            zh: """
                一路下来，控制器还悄悄做了多得多的事：决定何时加载，验证用户的操作，把数据模型\
                的数据转换成用户读到的文字，还要安排各个视图。苹果的类想必经过了充分的测试；视\
                图控制器却很少有测试，因为这些逻辑离开它都跑不起来。MVVM 把视图和它的控制器看\
                作一个整体，统称视图（这也是这种模式不叫 MVVCVM 的原因），并在视图与数据模型之\
                间放进一个视图模型。逻辑由视图模型持有，而视图模型从不引用视图：视图认识自己的\
                视图模型，视图模型认识数据模型，反过来则没有任何引用。
                """)
        page.say(
            en: """
                The first article draws one more line. The view model manages the state \
                of the interface as the user acts on it, and offers commands for those \
                actions, but it does not carry out the business logic they set off: that \
                is the model's work. Here the model's side includes the importer and the \
                photo API client behind it. The view models decide when to import or \
                download and keep what comes back; the requests themselves are the \
                importer's.
                """,
            zh: """
                《MVVM ReactiveCocoa》还划了一条界线：视图模型管理随用户操作而变化的界面状态，\
                并为这些操作提供指令，但这些操作引出的业务逻辑并不由它来执行，那是数据模型的\
                事。在这里，数据模型这一边包括导入器以及它背后的照片 API 客户端：视图模型决定\
                何时导入、何时下载，并保存拿回来的结果；请求本身则由导入器发出。
                """)
        page.say(
            en: """
                MVVM does not say how the view model and the view are kept up to date; \
                in the book, and here, ReactiveCocoa does it. It watches the model, \
                maps each change onto the view model's properties with whatever logic \
                that takes, and the view binds its controls to those properties. (The \
                first article calls this the binder: declarative bindings of data and \
                commands, the agreement MVVM takes for granted.) The \
                book's example: the model has a date, dateAdded, and the view model a \
                string of the same name, mapped through a date formatter that the view \
                model makes once and keeps, since making one is slow:
                """,
            zh: """
                MVVM 并没有规定视图模型和视图靠什么保持更新；在书中和这里，这件事由 ReactiveCocoa 来\
                做。它监视数据模型，把每一次变化经过所需的逻辑映射到视图模型的属性上，视图再把\
                自己的控件绑定到这些属性。（《MVVM ReactiveCocoa》称之为绑定器（binder）：对数据和指令的声明式绑定，\
                是 MVVM 默认的约定。）书中的例子是这样的：数据模型有一个日期 dateAdded，视图模\
                型有一个同名的字符串，由日期经一个日期格式化器映射而来；创建格式化器很慢，所以\
                视图模型只创建一个并一直留着：
                """)
        page.code(.dateViewModel)
        page.say(
            en: "The view binds a label to it, and the model's date changes twice:",
            zh: "视图把一个标签绑定到它，然后数据模型的日期变化两次：")
        page.code(.dateLabel)
        let dates = [1_388_534_400, 1_391_212_800, 1_393_632_000].map {
            Date(timeIntervalSince1970: TimeInterval($0))
        }
        // snippet.dateLabel
        let upload = Upload(dateAdded: dates[0])
        let viewModel = DateViewModel(model: upload)
        let label = Label()
        BindingTarget(label, \.text) <~ viewModel.dateAdded.signal
        for date in dates.dropFirst() {
            print(label.text)
            upload.dateAdded.value = date
        }
        print(label.text)
        // snippet.end
        let made = DateViewModel.formattersMade.withLock { $0 }
        page.say(
            en: """
                Three dates, \(made) formatter. And the mapping from date to text is \
                now in a view model, which a test can check without any view, recording \
                the view model's property on a virtual clock:
                """,
            zh: """
                三个日期，只创建了 \(made) 个格式化器。而且从日期到文字的映射如今放在视图模型\
                里，测试无需任何视图就能检查它，只要在虚拟时钟上记录视图模型的这个属性：
                """)
        dateTest(page, dates)
        page.book(
            "RAC(self, dateAdded) = [RACObserve(self.model, dateAdded) map:…]",
            "+dateFormatter", "RAC(self.label, text) = RACObserve(self.viewModel, dateAdded)")
    }

    /// The view model's date text, recorded without any view.
    private static func dateTest(_ page: Narrator, _ dates: [Date]) {
        let expect = Expectations(page, .dateTest)
        page.code(.dateTest)
        // snippet.dateTest
        let scheduler = TestScheduler()
        let upload = Upload(dateAdded: dates[0])
        let viewModel = DateViewModel(model: upload)
        let text = scheduler.record(viewModel.dateAdded.signal)
        scheduler.schedule(at: 1) { upload.dateAdded.value = dates[1] }
        scheduler.run()
        expect(text.values == ["1 January 2014", "1 February 2014"])
        // snippet.end
        page.recorded("text", text)
        expect.report()
    }
}
