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
            """
            An MVC app has three kinds of part: models hold the data, views show \
            it, and controllers stand between them and handle everything that \
            passes. When new data arrives, the model tells the controller, usually \
            by key-value observing, and the controller updates the view; when the \
            view is used, the controller updates the model. Chapter 5's photo page \
            works that way: the model's full-size image arrives, and the page's \
            image view, through the controller's binding, shows it:
            """)
        page.code(.mvcFlow)
        guard let photo = PhotoLibrary.shared.photos[safe: 1],
            let image = try? PhotoLibrary.shared.image(named: "\(photo.id)-4.ppm")
        else { return page.output("the photo fixtures could not be read") }
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
            """
            Along the way the controller quietly does much more: it decides when to \
            load, validates what the user does, turns the model's data into what \
            the user reads, and arranges the views. Apple's classes are, one hopes, \
            well tested; a view controller seldom is, because none of that can run \
            without it. MVVM takes the view and its controller as one, the view \
            (which is why the pattern is not called MVVCVM), and puts a view model \
            between it and the model. The view model holds the logic, and never \
            refers to the view: the view knows its view model, the view model knows \
            the model, and nothing points back.
            """)
        page.say(
            """
            MVVM does not say how the view model and the view are kept up to date; \
            in the book, and here, ReactiveCocoa does it. It watches the model, \
            maps each change onto the view model's properties with whatever logic \
            that takes, and the view binds its controls to those properties. (The \
            first article calls this the binder: declarative bindings of data and \
            commands, the agreement MVVM takes for granted.) The \
            book's example: the model has a date, dateAdded, and the view model a \
            string of the same name, mapped through a date formatter that the view \
            model makes once and keeps, since making one is slow:
            """)
        page.code(.dateViewModel)
        page.say("The view binds a label to it, and the model's date changes twice:")
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
            """
            Three dates, \(made) formatter. And the mapping from date to text is \
            now in a view model, which a test can check without any view, recording \
            the view model's property on a virtual clock:
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
