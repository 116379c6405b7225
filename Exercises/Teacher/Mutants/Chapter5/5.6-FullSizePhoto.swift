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

    /// Starts the download in a subscription of its own, feeding a subject:
    /// right while the page stays open, but closing the page no longer
    /// cancels the download.
    public static func keepsDownloadingWhenClosed(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo).flatMap { details in
            let image = ReplaySubject<Image>(capacity: 1)
            downloadFullSize(details).subscribe(image)
            return Signal.just(details).concat(
                image.signal.map { image in
                    var complete = details
                    complete.fullSize = image
                    return complete
                })
        }
    }

    /// Takes only the first details: details sent again are never shown, and
    /// start no download.
    public static func takesTheFirstDetails(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo).take(1).flatMap { details in
            Signal.just(details).concat(
                downloadFullSize(details).map { image in
                    var complete = details
                    complete.fullSize = image
                    return complete
                })
        }
    }

    /// Switches to the latest details: details sent again cancel the
    /// download the first ones started.
    public static func switchesToTheLatestDetails(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo)
            .map { details in
                Signal.just(details).concat(
                    downloadFullSize(details).map { image in
                        var complete = details
                        complete.fullSize = image
                        return complete
                    })
            }
            .switchToLatest()
    }

    /// Queues the work of details sent again behind the first download, with
    /// concat: the second details wait for the first image.
    public static func waitsForEachDownload(
        _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
        downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo> {
        fetchDetails(photo)
            .map { details in
                Signal.just(details).concat(
                    downloadFullSize(details).map { image in
                        var complete = details
                        complete.fullSize = image
                        return complete
                    })
            }
            .concat()
    }
}
