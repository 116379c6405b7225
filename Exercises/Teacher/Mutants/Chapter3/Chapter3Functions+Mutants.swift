import Chapter3Calls
import Chapter3Reference

extension Chapter3Functions {
    /// Every wrong answer of chapter 3 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter3Functions> = [
        "3.1/repeatsAnswers": reference.with { $0.emailValidity = Mutants3_1.repeatsAnswers },
        "3.1/anyAt": reference.with { $0.emailValidity = Mutants3_1.anyAt },
        "3.1/startsInvalid": reference.with { $0.emailValidity = Mutants3_1.startsInvalid },
        "3.1/looksAtTheFirstAtOnly": reference.with {
            $0.emailValidity = Mutants3_1.looksAtTheFirstAtOnly
        },
        "3.1/hardCodesTheExamples": reference.with {
            $0.emailValidity = Mutants3_1.hardCodesTheExamples
        },
        "3.1/looksAtScalars": reference.with { $0.emailValidity = Mutants3_1.looksAtScalars },
        "3.1/trimsSpaces": reference.with { $0.emailValidity = Mutants3_1.trimsSpaces },
        "3.2/subscribesStrongly": reference.with {
            $0.bindGreeting = { Mutants3_2.subscribesStrongly($0, to: $1) }
        },
        "3.2/subscribesWeakly": reference.with {
            $0.bindGreeting = { Mutants3_2.subscribesWeakly($0, to: $1) }
        },
        "3.2/forgetsStrangers": reference.with {
            $0.bindGreeting = { Mutants3_2.forgetsStrangers($0, to: $1) }
        },
        "3.2/returnsAnUnrelatedDisposable": reference.with {
            $0.bindGreeting = { Mutants3_2.returnsAnUnrelatedDisposable($0, to: $1) }
        },
        "3.2/greetsOnlyAsh": reference.with {
            $0.bindGreeting = { Mutants3_2.greetsOnlyAsh($0, to: $1) }
        },
        "3.2/treatsBlankNamesAsStrangers": reference.with {
            $0.bindGreeting = { Mutants3_2.treatsBlankNamesAsStrangers($0, to: $1) }
        },
        "3.3/registersPerSubscriber": reference.with {
            $0.rings = { Mutants3_3.registersPerSubscriber(onRing: $0, onUnplug: $1) }
        },
        "3.3/replaysOldRings": reference.with {
            $0.rings = { Mutants3_3.replaysOldRings(onRing: $0, onUnplug: $1) }
        },
        "3.3/ignoresUnplug": reference.with {
            $0.rings = { Mutants3_3.ignoresUnplug(onRing: $0, onUnplug: $1) }
        },
        "3.3/failsOnUnplug": reference.with {
            $0.rings = { Mutants3_3.failsOnUnplug(onRing: $0, onUnplug: $1) }
        },
        "3.3/startsWithAnEmptyRing": reference.with {
            $0.rings = { Mutants3_3.startsWithAnEmptyRing(onRing: $0, onUnplug: $1) }
        },
        "3.3/skipsEmptyNames": reference.with {
            $0.rings = { Mutants3_3.skipsEmptyNames(onRing: $0, onUnplug: $1) }
        },
        "3.4/eitherField": reference.with {
            $0.logInCommand = { Mutants3_4.eitherField(username: $0, password: $1, logIn: $2) }
        },
        "3.4/zipsTheFields": reference.with {
            $0.logInCommand = { Mutants3_4.zipsTheFields(username: $0, password: $1, logIn: $2) }
        },
        "3.4/oneCharacterTooMany": reference.with {
            $0.logInCommand = {
                Mutants3_4.oneCharacterTooMany(username: $0, password: $1, logIn: $2)
            }
        },
        "3.4/alwaysEnabled": reference.with {
            $0.logInCommand = { Mutants3_4.alwaysEnabled(username: $0, password: $1, logIn: $2) }
        },
        "3.4/addsUpToNine": reference.with {
            $0.logInCommand = { Mutants3_4.addsUpToNine(username: $0, password: $1, logIn: $2) }
        },
        "3.4/countsBytes": reference.with {
            $0.logInCommand = { Mutants3_4.countsBytes(username: $0, password: $1, logIn: $2) }
        },
        "3.4/countsScalars": reference.with {
            $0.logInCommand = { Mutants3_4.countsScalars(username: $0, password: $1, logIn: $2) }
        },
        "3.5/onlySuccesses": reference.with {
            $0.statusMessages = { Mutants3_5.onlySuccesses(of: $0) }
        },
        "3.5/onlyFailures": reference.with {
            $0.statusMessages = { Mutants3_5.onlyFailures(of: $0) }
        },
        "3.5/endsAtTheFirstFailure": reference.with {
            $0.statusMessages = { Mutants3_5.endsAtTheFirstFailure(of: $0) }
        },
        "3.5/concatenates": reference.with {
            $0.statusMessages = { Mutants3_5.concatenates(of: $0) }
        },
        "3.5/describesTheErrorLocalized": reference.with {
            $0.statusMessages = { Mutants3_5.describesTheErrorLocalized(of: $0) }
        },
        "3.6/endsAtTheFirstRefusal": reference.with {
            $0.outputs = { Mutants3_6.endsAtTheFirstRefusal(of: $0, drivenBy: $1) }
        },
        "3.6/switchesToLatest": reference.with {
            $0.outputs = { Mutants3_6.switchesToLatest(of: $0, drivenBy: $1) }
        },
        "3.6/endsAtTheFirstFailedRun": reference.with {
            $0.outputs = { Mutants3_6.endsAtTheFirstFailedRun(of: $0, drivenBy: $1) }
        },
        "3.6/takesTwo": reference.with {
            $0.outputs = { Mutants3_6.takesTwo(of: $0, drivenBy: $1) }
        },
        "3.6/catchesOutside": reference.with {
            $0.outputs = { Mutants3_6.catchesOutside(of: $0, drivenBy: $1) }
        },
        "3.6/dropsZeros": reference.with {
            $0.outputs = { Mutants3_6.dropsZeros(of: $0, drivenBy: $1) }
        },
        "3.7/neverUnregisters": reference.with {
            $0.ringStream = { Mutants3_7.neverUnregisters(addObserver: $0, removeObserver: $1) }
        },
        "3.7/unregistersOnlyWhenFinished": reference.with {
            $0.ringStream = {
                Mutants3_7.unregistersOnlyWhenFinished(addObserver: $0, removeObserver: $1)
            }
        },
        "3.7/keepsOnlyTheNewest": reference.with {
            $0.ringStream = { Mutants3_7.keepsOnlyTheNewest(addObserver: $0, removeObserver: $1) }
        },
        "3.7/keepsOnlyTheOldest": reference.with {
            $0.ringStream = { Mutants3_7.keepsOnlyTheOldest(addObserver: $0, removeObserver: $1) }
        },
    ]
}
