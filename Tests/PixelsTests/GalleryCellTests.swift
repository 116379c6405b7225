import Pixels
import PixelsTerminal
import Reactive
import ReactiveTesting
import Testing

@Suite("GalleryCell: a thumbnail binding that ends when the cell is reused")
struct GalleryCellTests {
    let scheduler = TestScheduler()
    let first = SamplePhotos.all[0]
    let second = SamplePhotos.all[1]
    let red = Image(width: 1, height: 1, filledWith: RGB(255, 0, 0))
    let blue = Image(width: 1, height: 1, filledWith: RGB(0, 0, 255))

    @Test("reused at tick 3, the cell ends the old binding then and never shows its late picture")
    func reuseEndsTheBinding() {
        let slow = scheduler.coldSignal("-----a|", values: ["a": red])
        let fast = scheduler.coldSignal("-b|", values: ["b": blue])
        let cell = GalleryCell()
        let changes = Box(0)
        scheduler.schedule(at: 1) {
            cell.show(first, thumbnail: slow.signal) { changes.modify { $0 += 1 } }
        }
        scheduler.schedule(at: 3) {
            cell.show(second, thumbnail: fast.signal) { changes.modify { $0 += 1 } }
        }
        scheduler.advance(to: 3)
        #expect(cell.isWaiting)
        #expect(cell.image == nil)
        scheduler.run()
        #expect(slow.subscriptions == [SubscriptionSpan(1, 3)])
        #expect(fast.subscriptions == [SubscriptionSpan(3, 5)])
        #expect(cell.photo == second)
        #expect(cell.image == blue)
        #expect(!cell.isWaiting)
        // The first binding's end, the picture, the second binding's end.
        #expect(changes.value == 3)
    }

    @Test("the reuse lifetime ends at prepareForReuse, and a new one begins")
    func reuseLifetime() {
        let cell = GalleryCell()
        let lifetime = cell.reuseLifetime
        #expect(!lifetime.hasEnded)
        cell.prepareForReuse()
        #expect(lifetime.hasEnded)
        #expect(!cell.reuseLifetime.hasEnded)
        #expect(cell.photo == nil)
    }

    @Test("a thumbnail that fails leaves the cell without a picture, no longer waiting")
    func failedThumbnail() {
        let failing = scheduler.coldSignal("--#", values: ["a": red])
        let cell = GalleryCell()
        cell.show(first, thumbnail: failing.signal) {}
        scheduler.run()
        #expect(cell.image == nil)
        #expect(!cell.isWaiting)
        #expect(failing.subscriptions == [SubscriptionSpan(0, 2)])
    }
}
