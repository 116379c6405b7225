// The sandbox on macOS: a sandbox profile, applied with sandbox_init (in the
// SDK's <sandbox.h>), which a program keeps across exec. Written from the
// profile language Apple's own profiles use (/System/Library/Sandbox/Profiles);
// no Mac was at hand to run it. The later of two matching rules decides.

#include <sandbox.h>

// sandbox_init is marked deprecated, for App Store apps; it is what a
// command-line tool has, and what Apple's own tools still call.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

/// Escapes `text` for a string in the profile language: backslash and quote.
static void append_escaped(char *profile, size_t size, const char *text) {
    size_t length = strlen(profile);
    for (const char *character = text; *character && length + 2 < size; character++) {
        if (*character == '"' || *character == '\\') profile[length++] = '\\';
        profile[length++] = *character;
    }
    profile[length] = 0;
}

/// Closes the sandbox around this process. 0, or -1 with errno.
static int enter_sandbox(const char *folder, const char *program) {
    char profile[16384] = "(version 1)\n(allow default)\n(deny process-fork)\n"
                          "(deny process-exec*)\n(allow process-exec* (literal \"";
    append_escaped(profile, sizeof profile, program);
    strlcat(profile, "\"))\n(deny file-write* file-link)\n(allow file-write* (subpath \"",
        sizeof profile);
    append_escaped(profile, sizeof profile, folder);
    strlcat(profile,
        "\") (literal \"/dev/null\") (literal \"/dev/dtracehelper\"))\n"
        "(deny signal (target others))\n(deny network*)\n",
        sizeof profile);
    char *error = NULL;
    if (sandbox_init(profile, 0, &error) != 0) {
        if (error) {
            fprintf(stderr, "AnswerSandbox: the profile: %s\n", error);
            sandbox_free_error(error);
        }
        errno = EPERM;
        return -1;
    }
    return 0;
}

/// macOS has no way to ask for a signal when the parent ends: the judge
/// ends its answers itself. Ends now if `judge` has already ended.
static void end_with_parent(pid_t judge) {
    if (getppid() != judge) _exit(137);
}

/// Prints which mechanisms this system has.
static void print_mechanisms(void) {
    printf("sandbox-profile yes\n");
}
