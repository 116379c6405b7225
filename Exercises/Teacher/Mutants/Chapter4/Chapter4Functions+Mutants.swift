import Chapter4Calls
import Chapter4Reference

extension Chapter4Functions {
    /// Every wrong answer of chapter 4 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter4Functions> = [
        "4.1/unshared": reference.with { $0.shareFeed = Mutants4_1.unshared },
        "4.1/replaysToLatecomers": reference.with { $0.shareFeed = Mutants4_1.replaysToLatecomers },
        "4.1/connectsAtOnce": reference.with { $0.shareFeed = Mutants4_1.connectsAtOnce },
        "4.1/neverDisconnects": reference.with { $0.shareFeed = Mutants4_1.neverDisconnects },
        "4.1/disconnectsWhenOneLeaves": reference.with {
            $0.shareFeed = Mutants4_1.disconnectsWhenOneLeaves
        },
        "4.1/replaysTheLastPrice": reference.with { $0.shareFeed = Mutants4_1.replaysTheLastPrice },
        "4.1/servesTenSubscribers": reference.with {
            $0.shareFeed = Mutants4_1.servesTenSubscribers
        },
        "4.2/unshared": reference.with { $0.cachedFetch = Mutants4_2.unshared },
        "4.2/fetchesEagerly": reference.with { $0.cachedFetch = Mutants4_2.fetchesEagerly },
        "4.2/sharesWithoutReplay": reference.with {
            $0.cachedFetch = Mutants4_2.sharesWithoutReplay
        },
        "4.2/replaysOnlyTheLast": reference.with { $0.cachedFetch = Mutants4_2.replaysOnlyTheLast },
        "4.2/replaysTwoValues": reference.with { $0.cachedFetch = Mutants4_2.replaysTwoValues },
        "4.2/stopsWhenEveryoneLeaves": reference.with {
            $0.cachedFetch = Mutants4_2.stopsWhenEveryoneLeaves
        },
        "4.2/replaysTenValues": reference.with { $0.cachedFetch = Mutants4_2.replaysTenValues },
        "4.3/delays": reference.with { $0.searchTerms = { Mutants4_3.delays($0, on: $1) } },
        "4.3/filtersFirst": reference.with {
            $0.searchTerms = { Mutants4_3.filtersFirst($0, on: $1) }
        },
        "4.3/repeatsTerms": reference.with {
            $0.searchTerms = { Mutants4_3.repeatsTerms($0, on: $1) }
        },
        "4.3/dropsRepeatsFirst": reference.with {
            $0.searchTerms = { Mutants4_3.dropsRepeatsFirst($0, on: $1) }
        },
        "4.3/waitsMilliseconds": reference.with {
            $0.searchTerms = { Mutants4_3.waitsMilliseconds($0, on: $1) }
        },
        "4.3/dropsRepeatsBeforeEmpties": reference.with {
            $0.searchTerms = { Mutants4_3.dropsRepeatsBeforeEmpties($0, on: $1) }
        },
        "4.3/waitsOneAndAHalfSeconds": reference.with {
            $0.searchTerms = { Mutants4_3.waitsOneAndAHalfSeconds($0, on: $1) }
        },
        "4.3/skipsBlankTerms": reference.with {
            $0.searchTerms = { Mutants4_3.skipsBlankTerms($0, on: $1) }
        },
        "4.3/comparesFirstLetters": reference.with {
            $0.searchTerms = { Mutants4_3.comparesFirstLetters($0, on: $1) }
        },
        "4.4/mergesAll": reference.with {
            $0.latestResults = { Mutants4_4.mergesAll(for: $0, search: $1) }
        },
        "4.4/queuesSearches": reference.with {
            $0.latestResults = { Mutants4_4.queuesSearches(for: $0, search: $1) }
        },
        "4.4/ignoresStaleSearches": reference.with {
            $0.latestResults = { Mutants4_4.ignoresStaleSearches(for: $0, search: $1) }
        },
        "4.4/completesWithTheQueries": reference.with {
            $0.latestResults = { Mutants4_4.completesWithTheQueries(for: $0, search: $1) }
        },
        "4.4/takesTwoResults": reference.with {
            $0.latestResults = { Mutants4_4.takesTwoResults(for: $0, search: $1) }
        },
        "4.4/swallowsFailedSearches": reference.with {
            $0.latestResults = { Mutants4_4.swallowsFailedSearches(for: $0, search: $1) }
        },
        "4.4/takesUntilTheNextQuery": reference.with {
            $0.latestResults = { Mutants4_4.takesUntilTheNextQuery(for: $0, search: $1) }
        },
        "4.5/neverLetsGo": reference.with {
            $0.drags = { Mutants4_5.neverLetsGo(downs: $0, moves: $1, ups: $2) }
        },
        "4.5/endsAtTheFirstLift": reference.with {
            $0.drags = { Mutants4_5.endsAtTheFirstLift(downs: $0, moves: $1, ups: $2) }
        },
        "4.5/stopsAtTheNextMove": reference.with {
            $0.drags = { Mutants4_5.stopsAtTheNextMove(downs: $0, moves: $1, ups: $2) }
        },
        "4.5/completesMidDrag": reference.with {
            $0.drags = { Mutants4_5.completesMidDrag(downs: $0, moves: $1, ups: $2) }
        },
        "4.5/filtersEveryMove": reference.with {
            $0.drags = { Mutants4_5.filtersEveryMove(downs: $0, moves: $1, ups: $2) }
        },
        "4.5/stopsAtAZeroPosition": reference.with {
            $0.drags = { Mutants4_5.stopsAtAZeroPosition(downs: $0, moves: $1, ups: $2) }
        },
        "4.6/closesTooEarlyInThePipeline": reference.with {
            $0.searchBox = {
                Mutants4_6.closesTooEarlyInThePipeline(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.6/searchesEmptyText": reference.with {
            $0.searchBox = {
                Mutants4_6.searchesEmptyText(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.6/mergesSearches": reference.with {
            $0.searchBox = { Mutants4_6.mergesSearches(text: $0, closed: $1, search: $2, on: $3) }
        },
        "4.6/searchesEveryKeystroke": reference.with {
            $0.searchBox = {
                Mutants4_6.searchesEveryKeystroke(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.6/filtersBeforeTheThrottle": reference.with {
            $0.searchBox = {
                Mutants4_6.filtersBeforeTheThrottle(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.6/searchesTheSameTermAgain": reference.with {
            $0.searchBox = {
                Mutants4_6.searchesTheSameTermAgain(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.6/waitsOneAndAHalfSeconds": reference.with {
            $0.searchBox = {
                Mutants4_6.waitsOneAndAHalfSeconds(text: $0, closed: $1, search: $2, on: $3)
            }
        },
        "4.7/runsTheSourceForEachReader": reference.with {
            $0.shared = { Mutants4_7.runsTheSourceForEachReader($0, readers: $1) }
        },
        "4.7/handsOutOneStream": reference.with {
            $0.shared = { Mutants4_7.handsOutOneStream($0, readers: $1) }
        },
        "4.7/keepsOnlyTheNewest": reference.with {
            $0.shared = { Mutants4_7.keepsOnlyTheNewest($0, readers: $1) }
        },
        "4.7/forgetsToFinish": reference.with {
            $0.shared = { Mutants4_7.forgetsToFinish($0, readers: $1) }
        },
        "4.7/makesAtMostFiftyStreams": reference.with {
            $0.shared = { Mutants4_7.makesAtMostFiftyStreams($0, readers: $1) }
        },
    ]
}
