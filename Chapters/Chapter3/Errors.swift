/// Why a pretend download failed.
///
/// Book: an `NSError` sent with `-sendError:`
enum LoadError: Error, CustomStringConvertible {
    /// There is no network.
    case offline

    var description: String {
        "offline"
    }
}

/// Why a pretend login failed.
///
/// Book: an `NSError` from the login request
enum LoginError: Error, CustomStringConvertible {
    /// The password does not match.
    case wrongPassword

    var description: String {
        "wrong password"
    }
}

/// Why the pretend weather service could not answer.
///
/// Book: the `NSError` a callback API hands to its completion block
enum WeatherError: Error, CustomStringConvertible {
    /// The service knows no city by that name.
    case unknownCity(String)

    var description: String {
        switch self {
        case .unknownCity(let city): "no city called \(city)"
        }
    }
}
