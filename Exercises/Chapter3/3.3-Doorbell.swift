import ExerciseSupport
import Reactive

/// Exercise 3.3 · Wrap a callback API in a subject
///
/// A doorbell library reports through callbacks: it calls the handler you give
/// `onRing` with the visitor's name at each ring, and the one you give
/// `onUnplug` when it is unplugged. It keeps one handler of each kind:
/// registering another replaces the first. Turn it into a signal with a
/// `Subject`: register the two handlers once, here, and make them send what
/// they hear into the subject; return the subject's signal. Every subscriber
/// then hears the rings from the moment it subscribes, and completes when the
/// doorbell is unplugged.
///
/// Graded: the grader counts the handlers you register (one of each, when
/// `rings` is called, and no more however many subscribe), lets up to ten
/// subscribers come and go while the doorbell rings with names of any text
/// (empty ones too), then compares your signal with the reference solution on
/// the story below and a few hundred generated ones: rings in the same tick, an
/// unplug mid-stream, subscribers that come late or leave early.
///
/// ```
/// let visitors = rings(onRing: doorbell.onRing, onUnplug: doorbell.onUnplug)
/// the doorbell:      -a--b-c-(unplugged)
/// subscribed at 0:   -a--b-c-|
/// subscribed at 3:   ----b-c-|
/// ```
///
/// Book: chapter 3, RACSubject (bridging callbacks with `-sendNext:` and `-sendCompleted`)
public func rings(
    onRing: (@escaping @Sendable (String) -> Void) -> Void,
    onUnplug: (@escaping @Sendable () -> Void) -> Void
) -> Signal<String> {
    // TODO(3.3): make a Subject, register both handlers to send into it, return its signal.
    notAttempted("3.3")
}
