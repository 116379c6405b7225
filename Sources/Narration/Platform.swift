// The calls to the C library whose types differ between Darwin and Glibc or
// Musl, kept together so a slip on one platform is found in one place.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts `/bin/sh -c command` with standard input read from `input`, and
/// returns its process id, or nil if it could not start.
///
/// Unlike Foundation's `Process`, which starts a child in a session of its
/// own, the shell stays in this process's session, so a pager it runs can
/// open the terminal (`/dev/tty`) and read the reader's keys.
func spawnShell(_ command: String, input: Int32, closing other: Int32, environment: [String])
    -> pid_t?
{
    #if canImport(Darwin)
        // Darwin: posix_spawn_file_actions_t is an opaque, optional pointer.
        var actions: posix_spawn_file_actions_t?
    #else
        // Glibc and Musl: posix_spawn_file_actions_t is a struct.
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, input)
    posix_spawn_file_actions_addclose(&actions, other)
    let words: [String] = ["sh", "-c", command]
    let arguments = words.map { strdup($0) } + [nil]
    let variables = environment.map { strdup($0) } + [nil]
    defer {
        for pointer in arguments + variables { free(pointer) }
    }
    var process: pid_t = 0
    guard posix_spawn(&process, "/bin/sh", &actions, nil, arguments, variables) == 0 else {
        return nil
    }
    return process
}

/// Whether file descriptor `descriptor` is a terminal.
func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) != 0
}

/// The terminal's width in columns, or nil if standard output is not a terminal.
func terminalColumns() -> Int? {
    var size = winsize()
    // The request's integer type differs (UInt on Darwin, the macro's on Glibc).
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
        return nil
    }
    return Int(size.ws_col)
}

/// Sets the signals up for paging until the function it returns is called,
/// which puts back what was there (the handlers' type differs between
/// platforms): Ctrl-C is ignored, for the pager answers it, and so is a
/// broken pipe, for the pager's relay sees the failed write and decides.
func handleSignalsWhilePaging() -> () -> Void {
    let interrupt = signal(SIGINT, SIG_IGN)
    let brokenPipe = signal(SIGPIPE, SIG_IGN)
    return {
        _ = signal(SIGINT, interrupt)
        _ = signal(SIGPIPE, brokenPipe)
    }
}

/// A new pipe whose ends are closed in any program this process starts,
/// or nil.
func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
}

/// A copy of `descriptor` that programs this process starts do not inherit.
func duplicateForThisProcess(_ descriptor: Int32) -> Int32 {
    fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
}

/// Waits for the child `process` to end; the status it failed with (1 for
/// `exit(1)`), or nil if it exited with status 0 or a signal stopped it. `waitpid`'s
/// status is decoded by hand (the `WIFEXITED` macros are not imported): the
/// low 7 bits are the signal, 0 for an exit, whose code is the next 8 bits,
/// on Darwin and Linux alike.
func failureOfChild(_ process: pid_t) -> Int32? {
    var status: Int32 = 0
    while waitpid(process, &status, 0) == -1 {
        guard errno == EINTR else { return nil }
    }
    let code = (status >> 8) & 0xff
    return status & 0x7f == 0 && code != 0 ? code : nil
}
