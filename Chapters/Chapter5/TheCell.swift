import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The first cell: setKeyPath:onObject: by key path, a kept disposable, prepareForReuse.
    static let theCell = Section(
        "The cell", ChineseTitle.of("FunctionalReactivePixels的基础知识", "单元格")
    ) { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            en: """
                The gallery's cell shows a photo's thumbnail. Given a photo, it observes \
                the model's thumbnailData, skips the nil it starts with, and binds what \
                comes to its image view's key path \\.image with setKeyPath(_:onObject:), \
                the book's setKeyPath:onObject:. The binding's disposable is kept in the \
                cell, strongly: the book warns that a weak property fails at run time.
                """,
            zh: """
                画廊的单元格显示一张照片的缩略图。拿到照片后，它观察数据模型的 thumbnailData，\
                跳过开头的 nil，再用 setKeyPath(_:onObject:)（即书中的 setKeyPath:onObject:）把收到\
                的值绑定到图片视图的键路径 \\.image 上。绑定返回的可释放对象由单元格强引用持有：\
                书中提醒，用弱引用的属性会在运行时出错。
                """)
        page.say(
            en: """
                Before that, the book's initWithFrame: builds the cell's image view, and \
                teaches a point of ownership. The cell's imageView property is weak, since \
                the view belongs to its superview, the content view. So the book makes the \
                image view in a strong local variable first, adds it to the content view, \
                and only then assigns the property: assigned straight to the weak \
                property, the new view would have no owner and be freed at once. In \
                Swift the same holds for a weak var; here the cell owns its image \
                view, so the property is an ordinary let.
                """,
            zh: """
                在此之前，书中的 initWithFrame: 创建单元格的图片视图，并借此讲了一个所有权的要点：\
                单元格的 imageView 属性是弱引用，因为图片视图属于它的父视图，也就是内容视图（content \
                view）。所以书中先把图片视图放在一个强引用的局部变量里，加到内容视图上，\
                然后才赋给属性；如果直接赋给弱引用的属性，新视图没有任何持有者，会立即被释放。\
                Swift 的 weak var 也是如此；这里图片视图由单元格自己持有，属性就是普通的 let。
                """)
        page.code(.firstCell)
        page.say(
            en: """
                The subscription is what makes it work, for two reasons: nothing should \
                happen until a thumbnail arrives, and a signal does nothing until someone \
                subscribes. The thumbnail need not be there when the cell is given its \
                photo; whoever sets it later, wherever, the cell shows it as if by magic:
                """,
            zh: """
                让这一切运转起来的是订阅，原因有二：缩略图到达之前什么都不该发生，\
                而信号在有人订阅之前什么都不做。单元格拿到照片时，缩略图不必已经就位；\
                之后无论谁、在哪里设置了它，单元格都会像变魔术一样把它显示出来：
                """)
        let models = fixtures.photos.prefix(2).map(PhotoModel.init)
        let thumbnails = fixtures.photos.prefix(2).compactMap(fixtures.thumbnail(of:))
        guard models.count == 2, thumbnails.count == 2 else {
            return page.output(
                page.text(
                    en: "the fixtures hold no thumbnails for the first two photos",
                    zh: "测试数据里没有前两张照片的缩略图"))
        }
        let first = models[0]
        page.code(.magic)
        // snippet.magic
        let cell = FirstCell()
        cell.setPhotoModel(first)
        print("before:", cell.imageView.image == nil ? "no image" : "an image")
        first.thumbnailData.value = thumbnails[0]  // the download has finished
        print("after:", cell.imageView.image == nil ? "no image" : "an image")
        // snippet.end
        page.say(
            en: """
                Here the book asks, half in jest, whether it may bend Model-View-Controller \
                a little: the cell now watches its model's signal by itself. What that \
                costs, and MVVM's answer to it, is chapter 6's subject.
                """,
            zh: """
                书中在这里半开玩笑地问，能不能让 Model-View-Controller 稍微变通一下：单元格\
                现在自己盯着数据模型的信号了。这样做要付出什么，MVVM 又怎样回答，是第 6 章的\
                话题。
                """)
        page.say(
            en: """
                The collection view reuses its cells: when the grid scrolls, a cell that \
                showed one photo is handed another. setKeyPath:onObject: ends its binding \
                only when its object goes away, and a reused cell's image view stays, so \
                the cell disposes of the binding in prepareForReuse, which the grid calls \
                just before it hands the cell out again. Without that, the cell would \
                stay bound to every photo it was ever given:
                """,
            zh: """
                网格视图会复用单元格：网格滚动时，显示过一张照片的单元格会被交给另一张照\
                片。setKeyPath:onObject: 只有在对象销毁时才结束绑定，而复用的单元格的图片视图一直都\
                在，所以单元格要在 prepareForReuse 里释放这个绑定，网格正是在再次交出单元格之前调用\
                它。不这样做的话，单元格会一直绑定在它拿到过的每一张照片上：
                """)
        page.code(.forgetfulCell)
        page.say(
            en: """
                Both cells are given the first photo, reused for the second, and then the \
                thumbnails arrive, the first photo's last (its download was slower):
                """,
            zh: """
                两个单元格都先拿到第一张照片，再被复用于第二张，然后缩略图陆续到达，\
                第一张照片的缩略图最后才到（它下载得更慢）：
                """)
        let cells: [(String, FirstCell)] = [
            ("FirstCell", FirstCell()), ("ForgetfulCell", ForgetfulCell()),
        ]
        for (_, cell) in cells {
            let fresh = fixtures.photos.prefix(2).map(PhotoModel.init)
            let (first, second) = (fresh[0], fresh[1])
            // snippet.reuse
            cell.setPhotoModel(first)
            cell.prepareForReuse()  // as the grid dequeues it again…
            cell.setPhotoModel(second)  // …for the second photo
            second.thumbnailData.value = thumbnails[1]
            first.thumbnailData.value = thumbnails[0]  // the slower download
            // snippet.end
        }
        page.code(.reuse)
        page.picture(picture(cells))
        let wrong = cells.filter { $0.1.imageView.image == thumbnails[0] }.map(\.0)
        page.say(
            en: """
                \(wrong.joined(separator: ", ")) shows the first photo's thumbnail over \
                the second photo's name: the late download landed on the cell that had \
                moved on. The book's cell shows the right one.
                """,
            zh: """
                \(wrong.joined(separator: "、")) 在第二张照片的名字上方显示了第一张照片的缩略图：\
                迟到的下载落在了已经换了照片的单元格上。书中的单元格显示的是正确的那张。
                """)
        page.say(
            en: """
                When a cell goes for good, nothing needs disposing: its image view goes \
                with it, and a binding made with setKeyPath:onObject: ends with its object.
                """,
            zh: """
                单元格彻底销毁时，什么都不用释放：它的图片视图随之而去，而用 setKeyPath:onObject: 建\
                立的绑定会随它的对象一起结束。
                """)
        page.code(.endsWithTheObject)
        // snippet.endsWithTheObject
        var imageView: ImageView? = ImageView()
        let binding = models[1].thumbnailData.signal
            .setKeyPath(\.image, onObject: imageView!)
        print("while the image view lives, ended:", binding.isDisposed)
        imageView = nil
        print("once it has gone, ended:", binding.isDisposed)
        // snippet.end
        page.book(
            "FRPCell", "-[RACSignal setKeyPath:onObject:]", "RACObserve(photoModel, thumbnailData)",
            "-filter:", "RACDisposable", "-prepareForReuse")
        page.differs(
            en: """
                no map in the cell's chain. The book maps each NSData to a UIImage there, \
                and warns that decoding in a map costs time and that decoded images \
                should be kept; here the importer decodes each image once, as it \
                arrives, and the model keeps it.
                """,
            zh: """
                单元格的链里没有 map。书中在这里把每个 NSData 映射成 UIImage，\
                并提醒说在 map 里解码很费时间，解码后的图片应当保存下来；这里由导入器在每张图片到达\
                时解码一次，保存在数据模型里。
                """)
    }

    /// Each cell under its type's name, with the caption of the photo it was given last.
    private static func picture(_ cells: [(String, FirstCell)]) -> [String] {
        let width = GalleryLayout.thumbnailColumns
        let height = GalleryLayout.thumbnailRows
        var frame = Frame(columns: cells.count * (width + 4), rows: height + 2)
        for (index, (name, cell)) in cells.enumerated() {
            let column = index * (width + 4)
            frame.write(centered: name, row: 0, column: column, width: width)
            cell.imageView.draw(in: &frame, row: 1, column: column, columns: width, rows: height)
            frame.write(cell.caption, row: height + 1, column: column, width: width)
        }
        return frame.lines(in: .ascii)
    }
}
