// AnswerSandbox: starts an answer program inside a sandbox.
//
//     AnswerSandbox FOLDER JUDGE-PID PROGRAM [ARGUMENT ...]
//     AnswerSandbox --probe
//
// The judge starts every answer program (the learner's, the reference's, a
// mutant's) through this launcher. It closes the sandbox around itself, then
// replaces itself with PROGRAM, which inherits the sandbox and can never leave
// it. Inside:
//
// - no new process: fork, vfork and clone without CLONE_THREAD end the
//   program (threads are allowed); clone3 says it does not exist, so that the
//   C library falls back to clone, whose flags can be read;
// - no signal to any process but itself, no tracing or reading of another's
//   memory, no change of session or process group, no limit of another's;
// - no socket, no mount, namespace, key, module or io_uring;
// - files: read anywhere, but create, write, delete, rename or link only in
//   FOLDER (fresh and empty, which the judge removes afterwards), and execute
//   only PROGRAM (and the system's dynamic loader);
// - the program ends if JUDGE-PID, its parent, ends first.
//
// Linux: Landlock (unprivileged since 5.13; what this kernel's version has)
// and a seccomp filter, after PR_SET_NO_NEW_PRIVS. macOS: a sandbox profile
// (sandbox_init). A mechanism the system lacks is skipped; `--probe` prints
// which ones this system has, for the judge to say so once.
//
// Swift cannot call the variadic syscall() and prctl(), so this one small
// program is C. It prints nothing unless it cannot start PROGRAM.

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include "Linux.h"
#elif defined(__APPLE__)
#include "Darwin.h"
#endif

/// Writes "AnswerSandbox: WHAT: REASON" on standard error and exits with 126,
/// as a shell does for a program it cannot run.
static void fail(const char *what) {
    fprintf(stderr, "AnswerSandbox: %s: %s\n", what, strerror(errno));
    _exit(126);
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--probe") == 0) {
        print_mechanisms();
        return 0;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: AnswerSandbox FOLDER JUDGE-PID PROGRAM [ARGUMENT ...]\n"
                        "       AnswerSandbox --probe\n"
                        "The workbook's judge runs answers through this; it is not run by hand.\n");
        return 2;
    }
    const char *folder = argv[1];
    pid_t judge = (pid_t)atol(argv[2]);
    const char *program = argv[3];

    end_with_parent(judge);
    if (chdir(folder) != 0) fail(folder);
    // The answer's home and temporary folder are its own folder.
    setenv("HOME", folder, 1);
    setenv("TMPDIR", folder, 1);
    setenv("CFFIXED_USER_HOME", folder, 1);
    if (enter_sandbox(folder, program) != 0) fail("the sandbox");
    execv(program, argv + 3);
    fail(program);
    return 126;
}
