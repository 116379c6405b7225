import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The first cell: setKeyPath:onObject: by key path, a kept disposable, prepareForReuse.
    static let theCell = Section("The cell", "FunctionalReactivePixels的基础知识") { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            """
            The gallery's cell shows a photo's thumbnail. Given a photo, it observes \
            the model's thumbnailData, skips the nil it starts with, and binds what \
            comes to its image view's key path \\.image with setKeyPath(_:onObject:), \
            the book's setKeyPath:onObject:. The binding's disposable is kept in the \
            cell, strongly: the book warns that a weak property fails at run time.
            """)
        page.code(.firstCell)
        page.say(
            """
            The subscription is what makes it work, for two reasons: nothing should \
            happen until a thumbnail arrives, and a signal does nothing until someone \
            subscribes. The thumbnail need not be there when the cell is given its \
            photo; whoever sets it later, wherever, the cell shows it as if by magic:
            """)
        let models = fixtures.photos.prefix(2).map(PhotoModel.init)
        let thumbnails = fixtures.photos.prefix(2).compactMap(fixtures.thumbnail(of:))
        guard models.count == 2, thumbnails.count == 2 else {
            return page.output("the fixtures hold no thumbnails for the first two photos")
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
            """
            The collection view reuses its cells: when the grid scrolls, a cell that \
            showed one photo is handed another. setKeyPath:onObject: ends its binding \
            only when its object goes away, and a reused cell's image view stays, so \
            the cell disposes of the binding in prepareForReuse, which the grid calls \
            just before it hands the cell out again. Without that, the cell would \
            stay bound to every photo it was ever given:
            """)
        page.code(.forgetfulCell)
        page.say(
            """
            Both cells are given the first photo, reused for the second, and then the \
            thumbnails arrive, the first photo's last (its download was slower):
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
            """
            \(wrong.joined(separator: ", ")) shows the first photo's thumbnail over \
            the second photo's name: the late download landed on the cell that had \
            moved on. The book's cell shows the right one.
            """)
        page.say(
            """
            When a cell goes for good, nothing needs disposing: its image view goes \
            with it, and a binding made with setKeyPath:onObject: ends with its object.
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
            """
            no map in the cell's chain. The book maps each NSData to a UIImage there, \
            and warns that decoding in a map costs time and that decoded images \
            should be kept; here the importer decodes each image once, as it \
            arrives, and the model keeps it.
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
