import Reactive
import Testing

@Suite("Disposables: serial slots and composites")
struct DisposableTests {
    @Test("Contract 12: setting a serial slot's inner disposes the one it replaces")
    func serialSetterDisposes() {
        let log = Box<[String]>([])
        let slot = SerialDisposable()
        slot.inner = ActionDisposable { log.append("first disposed") }
        slot.inner = ActionDisposable { log.append("second disposed") }
        #expect(log.value == ["first disposed"])
        slot.dispose()
        #expect(log.value == ["first disposed", "second disposed"])
    }

    @Test(
        "Contract 12: swap(_:) puts a new disposable in the slot and returns the old one undisposed"
    )
    func swapReturnsOld() {
        let log = Box<[String]>([])
        let first = ActionDisposable { log.append("first disposed") }
        let slot = SerialDisposable(first)
        let old = slot.swap(ActionDisposable { log.append("second disposed") })
        #expect(old === first)
        #expect(!first.isDisposed)
        #expect(log.value == [])
        slot.dispose()
        #expect(log.value == ["second disposed"])
    }

    @Test("Contract 12: swap(_:) on a disposed slot disposes the newcomer and returns nil")
    func swapAfterDispose() {
        let slot = SerialDisposable()
        slot.dispose()
        let newcomer = ActionDisposable()
        #expect(slot.swap(newcomer) == nil)
        #expect(newcomer.isDisposed)
    }

    @Test("a composite forgets a removed child by its token, and disposes the rest")
    func compositeRemovesByToken() {
        let log = Box<[String]>([])
        let bag = CompositeDisposable()
        let a = bag.add(ActionDisposable { log.append("a") })
        bag.add(ActionDisposable { log.append("b") })
        bag.remove(a)
        bag.remove(a)  // a second removal of the same token does nothing
        bag.add(ActionDisposable { log.append("c") })
        bag.dispose()
        #expect(log.value.sorted() == ["b", "c"])
    }

    @Test("a stale token never removes the child that took its place")
    func staleTokenIsIgnored() {
        let log = Box<[String]>([])
        let bag = CompositeDisposable()
        let old = bag.add(ActionDisposable { log.append("old") })
        bag.remove(old)
        bag.add(ActionDisposable { log.append("new") })
        bag.remove(old)
        bag.dispose()
        #expect(log.value == ["new"])
    }

    @Test("many children added and removed in any order leave exactly the others")
    func compositeChurn() {
        let disposed = Box<Set<Int>>([])
        let bag = CompositeDisposable()
        var tokens: [Int: CompositeDisposable.Token] = [:]
        for index in 0..<1_000 {
            tokens[index] = bag.add(ActionDisposable { disposed.modify { _ = $0.insert(index) } })
            if index % 3 == 2 {
                bag.remove(tokens[index - 1]!)
                tokens[index - 1] = nil
            }
        }
        bag.dispose()
        #expect(disposed.value == Set(tokens.keys))
        #expect(disposed.value.count == 1_000 - 333)
    }

    @Test("adding to a disposed composite disposes the newcomer at once")
    func addAfterDispose() {
        let bag = CompositeDisposable()
        bag.dispose()
        let late = ActionDisposable()
        bag.add(late)
        #expect(late.isDisposed)
    }
}
