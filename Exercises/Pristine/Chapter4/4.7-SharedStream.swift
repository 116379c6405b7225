import ExerciseSupport

/// Exercise 4.7 · Share one run of an async sequence among several readers
///
/// `source` is cold, as the Today section's status request is: each loop over
/// it runs its work again. Return `readers` streams (at least one) that each
/// give every element of one run of `source`, in order, and then end. Make a
/// stream and its continuation for each reader (`AsyncStream.makeStream`),
/// then start one task that loops over `source` once, yields each element to
/// every continuation, and finishes them all when the source ends: the Today
/// section's broadcaster with its loop inside. Leave each stream's buffering
/// at its default, unbounded, so that a reader who starts late, even after
/// the source has ended, still gets everything.
///
/// Graded: the grader reads your streams one after another (all of one, then
/// all of the next), in the order the story gives, and compares with the
/// reference solution what each reader got, whether each stream ended, how
/// many times the source ran and how many elements it worked out; on the
/// example below and a few hundred generated cases: 1 to 10 readers, and 50
/// once; sources of any Int, empty or thousands long.
///
/// ```swift
/// let streams = shared(statusRequests, readers: 2)   // statusRequests: "200 OK" once per run
/// for await status in streams[0] { print(status) }   // prints 200 OK
/// for await status in streams[1] { print(status) }   // prints 200 OK: the same run
/// ```
///
/// Book: chapter 4, Today: sharing async sequences (one run for every reader,
/// as `-[RACSignal publish]` and `-[RACMulticastConnection connect]` give a signal)
public func shared(_ source: some AsyncSequence<Int, Never> & Sendable, readers: Int)
    -> [AsyncStream<Int>]
{
    // TODO(4.7): a stream per reader; one task loops over source, yields to each, finishes all.
    notAttempted("4.7")
}
