import Pixels
import Reactive

/// Wrong answers to exercise 6.4 that its grader must catch. Each makes a
/// gallery view model with one flaw and hands back its parts.
public enum Mutants6_4 {
    /// The parts of a gallery view model that the grader looks at.
    public typealias Parts = (
        model: ViewModel, photos: Signal<[Photo]>, errorMessage: Signal<String?>
    )

    /// Imports in `init`, before anyone has seen the screen.
    public static func importsInInit(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .importsInInit).parts
    }

    /// Imports again at every activation, even after a success.
    public static func importsOnEveryActivation(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .importsOnEveryActivation).parts
    }

    /// Makes `photos` a cold signal: each subscriber imports for itself.
    public static func importsForEachSubscriber(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .importsForEachSubscriber).parts
    }

    /// Lets an import error reach the binding, which ends for good.
    public static func endsOnError(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .endsOnError).parts
    }

    /// Imports from a closure that captures `self`, so it never goes away.
    public static func keepsItselfAlive(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .keepsItselfAlive).parts
    }

    /// Sets the error message when an import fails, but leaves it up while
    /// the next import runs.
    public static func neverClearsTheError(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .neverClearsTheError).parts
    }

    /// Remembers that an import succeeded, and never imports again: after an
    /// import that found no photos, the list stays empty for good.
    public static func remembersItImported(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .remembersItImported).parts
    }

    /// Keeps only the first list an import sends: a fuller one sent after it
    /// never shows.
    public static func takesTheFirstList(importer: any PhotoImporting) -> Parts {
        FlawedGallery(importer: importer, flaw: .takesTheFirstList).parts
    }
}

/// A gallery view model with one flaw.
private final class FlawedGallery: ViewModel, @unchecked Sendable {
    enum Flaw {
        case importsInInit, importsOnEveryActivation, importsForEachSubscriber, endsOnError
        case keepsItselfAlive, neverClearsTheError, remembersItImported, takesTheFirstList
    }

    let photos: Signal<[Photo]>
    let errorMessage: Signal<String?>
    private let list = MutableProperty<[Photo]>([])
    private let error = MutableProperty<String?>(nil)
    private let activations = Subject<Void>()
    private let importer: any PhotoImporting

    init(importer: any PhotoImporting, flaw: Flaw) {
        let list = list
        let error = error
        let load: @Sendable () -> Signal<[Photo]> = {
            importer.importPhotos()
                .initially { error.value = nil }
                .catch { failure in
                    error.value = String(describing: failure)
                    return .empty
                }
        }
        self.importer = importer
        errorMessage = error.signal
        photos =
            flaw == .importsForEachSubscriber
            ? activations.signal.take(1).flatMap { _ in load() }.startWith([]) : list.signal
        super.init()

        switch flaw {
        case .importsInInit:
            list <~ load()
        case .importsOnEveryActivation:
            list <~ didBecomeActive.flatMap { _ in load() }
        case .importsForEachSubscriber:
            let activations = activations
            didBecomeActive.subscribeNext { activations.sendNext(()) }
        case .endsOnError:
            list
                <~ didBecomeActive.filter { list.value.isEmpty }.flatMap { _ in
                    importer.importPhotos().initially { error.value = nil }
                }
        case .keepsItselfAlive:
            didBecomeActive.subscribeNext { self.load() }
        case .remembersItImported:
            let imported = Locked(false)
            list
                <~ didBecomeActive.filter { !imported.withLock { $0 } }.flatMap { _ in
                    importer.importPhotos()
                        .initially { error.value = nil }
                        .doCompleted { imported.withLock { $0 = true } }
                        .catch { failure in
                            error.value = String(describing: failure)
                            return .empty
                        }
                }
        case .takesTheFirstList:
            list <~ didBecomeActive.filter { list.value.isEmpty }.flatMap { _ in load().take(1) }
        case .neverClearsTheError:
            list
                <~ didBecomeActive.filter { list.value.isEmpty }.flatMap { _ in
                    importer.importPhotos().catch { failure in
                        error.value = String(describing: failure)
                        return .empty
                    }
                }
        }
    }

    var parts: Mutants6_4.Parts {
        (self, photos, errorMessage)
    }

    private func load() {
        guard list.value.isEmpty else { return }
        let error = error
        list
            <~ importer.importPhotos()
            .initially { error.value = nil }
            .catch { failure in
                error.value = String(describing: failure)
                return .empty
            }
    }
}
