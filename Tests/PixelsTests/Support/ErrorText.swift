@testable import Pixels

/// The English line of an error, where a test checks what a reader sees:
/// the errors carry reasons in two languages, and the English is the line
/// the tests have always read, word for word.
extension Result where Failure == PixelsError {
    /// The failure's English line, or nil for a success.
    var failureLine: String? {
        error?.description
    }

    /// The failure, or nil for a success.
    var error: PixelsError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

extension HTTPAnswerReader.Outcome {
    /// The failure's English line, or nil when the answer did not fail.
    var failureLine: String? {
        guard case .failed(let error) = self else { return nil }
        return error.description
    }

    /// The failure's Chinese line, or nil when the answer did not fail.
    var chineseFailureLine: String? {
        guard case .failed(let error) = self else { return nil }
        return error.text.zh
    }
}
