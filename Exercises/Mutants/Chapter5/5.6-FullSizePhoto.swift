import Pixels
import Reactive

/// Wrong answers to exercise 5.6 that its grader must catch.
public enum Mutants5_6 {
    /// Starts both at once, downloading with the listing's photo, which has no full-size URL.
    public static func downloadsAtOnce(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        Signal.merge([
            fetchDetails(photo),
            downloadFullSize(photo).map { image in
                var complete = photo
                complete.fullSize = image
                return complete
            },
        ])
    }

    /// Chains the download well but never sends the details on their own.
    public static func skipsTheDetails(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo).flatMap { details in
            downloadFullSize(details).map { image in
                var complete = details
                complete.fullSize = image
                return complete
            }
        }
    }

    /// Adds the image to the listing's photo, losing the details.
    public static func losesTheDetails(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo).flatMap { details in
            Signal.just(details).concat(
                downloadFullSize(details).map { image in
                    var complete = photo
                    complete.fullSize = image
                    return complete
                })
        }
    }

    /// Treats a failed download as the end of the work: the page never hears of the error.
    public static func swallowsDownloadErrors(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo).flatMap { details in
            Signal.just(details).concat(
                downloadFullSize(details)
                    .map { image in
                        var complete = details
                        complete.fullSize = image
                        return complete
                    }
                    .catchTo(.empty))
        }
    }
}
