import Foundation
import Reactive

/// Runs the main loop, where the importer delivers, until `isDone` returns
/// true or `limit` has passed (20 seconds unless given); false if time ran out.
///
/// A command-line program has no UIKit spinning its main loop, so each
/// section runs it while it waits for the photo API's answers.
@discardableResult
func runMainLoop(for limit: Duration = .seconds(20), until isDone: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + limit
    MainScheduler.shared.run { isDone() || ContinuousClock.now >= deadline }
    return isDone()
}
