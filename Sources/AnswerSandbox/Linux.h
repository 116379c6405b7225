// The sandbox on Linux: Landlock for files, signals and sockets by name,
// seccomp for processes, signals by number, sockets and the rest.
//
// The Landlock and seccomp constants are defined here from the kernel's
// documented ABI (include/uapi/linux/landlock.h, seccomp.h), because a
// machine's installed headers may be older than its kernel: what applies is
// what the running kernel says it supports.

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

// Landlock system calls: the same numbers on every architecture.
enum { landlock_create_ruleset_call = 444, landlock_add_rule_call = 445,
       landlock_restrict_self_call = 446 };

// Filesystem rights (ABI 1 has bits 0 to 12; 2 adds REFER, 3 TRUNCATE, 5 IOCTL_DEV).
enum {
    fs_execute = 1 << 0, fs_write_file = 1 << 1, fs_read_file = 1 << 2, fs_read_dir = 1 << 3,
    fs_remove_dir = 1 << 4, fs_remove_file = 1 << 5, fs_make_char = 1 << 6,
    fs_make_dir = 1 << 7, fs_make_reg = 1 << 8, fs_make_sock = 1 << 9, fs_make_fifo = 1 << 10,
    fs_make_block = 1 << 11, fs_make_sym = 1 << 12, fs_refer = 1 << 13, fs_truncate = 1 << 14,
    fs_ioctl_dev = 1 << 15,
};
// Network rights (ABI 4) and scopes (ABI 6).
enum { net_bind_tcp = 1 << 0, net_connect_tcp = 1 << 1 };
enum { scope_abstract_unix_socket = 1 << 0, scope_signal = 1 << 1 };

struct ruleset_attributes {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct path_beneath_attributes {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

enum { rule_path_beneath = 1 };

/// The Landlock ABI version this kernel supports, or 0 for none.
static int landlock_abi(void) {
    long abi = syscall(landlock_create_ruleset_call, NULL, 0, 1U /* VERSION */);
    return abi < 0 ? 0 : (int)abi;
}

/// The filesystem rights Landlock ABI `abi` knows.
static uint64_t fs_rights(int abi) {
    uint64_t rights = (1 << 13) - 1;
    if (abi >= 2) rights |= fs_refer;
    if (abi >= 3) rights |= fs_truncate;
    if (abi >= 5) rights |= fs_ioctl_dev;
    return rights;
}

/// Allows `rights` (masked to those handled) beneath `path` in `ruleset`;
/// a path that does not exist is skipped.
static int allow(int ruleset, const char *path, uint64_t rights, uint64_t handled) {
    int descriptor = open(path, O_PATH | O_CLOEXEC);
    if (descriptor < 0) return errno == ENOENT ? 0 : -1;
    struct path_beneath_attributes rule = {
        .allowed_access = rights & handled, .parent_fd = descriptor};
    long result = syscall(landlock_add_rule_call, ruleset, rule_path_beneath, &rule, 0);
    close(descriptor);
    return result < 0 ? -1 : 0;
}

/// Closes the filesystem, network and scope around this process, as far as
/// this kernel's Landlock goes: reading everywhere, everything in `folder`,
/// executing only `program` and the dynamic loader. 0, or -1 with errno.
static int enter_landlock(const char *folder, const char *program) {
    int abi = landlock_abi();
    if (abi == 0) return 0;
    uint64_t handled = fs_rights(abi);
    struct ruleset_attributes attributes = {.handled_access_fs = handled};
    size_t size = sizeof(uint64_t);
    if (abi >= 4) {
        attributes.handled_access_net = net_bind_tcp | net_connect_tcp;
        size = 2 * sizeof(uint64_t);
    }
    if (abi >= 6) {
        attributes.scoped = scope_abstract_unix_socket | scope_signal;
        size = sizeof attributes;
    }
    int ruleset = (int)syscall(landlock_create_ruleset_call, &attributes, size, 0);
    if (ruleset < 0) return -1;
    const uint64_t read = fs_read_file | fs_read_dir;
    const uint64_t file_rights = fs_execute | fs_write_file | fs_read_file | fs_truncate
        | fs_ioctl_dev;
    int failed = allow(ruleset, "/", read, handled)
        || allow(ruleset, folder, handled, handled)
        || allow(ruleset, program, fs_execute | fs_read_file, handled)
        || allow(ruleset, "/dev/null", fs_read_file | fs_write_file, handled & file_rights);
    // The kernel opens the dynamic loader to start a program, as it opens
    // the program: it needs the right to execute it too.
    const char *loaders[] = {"/lib64", "/lib", "/usr/lib64", "/usr/lib", "/usr/libexec", NULL};
    for (int index = 0; !failed && loaders[index]; index++) {
        failed = allow(ruleset, loaders[index], read | fs_execute, handled);
    }
    if (failed || syscall(landlock_restrict_self_call, ruleset, 0) != 0) {
        int saved = errno;
        close(ruleset);
        errno = saved;
        return -1;
    }
    close(ruleset);
    return 0;
}

#if defined(__x86_64__)
#define SANDBOX_ARCHITECTURE AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define SANDBOX_ARCHITECTURE AUDIT_ARCH_AARCH64
#endif

#ifdef SANDBOX_ARCHITECTURE

#define LOAD_NUMBER BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr))
#define LOAD_FIRST_ARGUMENT BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]))
#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define IF_CALL(number, skip) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (number), 0, (skip))
#define END SECCOMP_RET_KILL_PROCESS
#define REFUSE(error) (SECCOMP_RET_ERRNO | ((error) & SECCOMP_RET_DATA))

/// Installs the seccomp filter. `self` is this process's id, which the
/// program keeps after exec: a signal may go to it, its own group (0) or
/// `-self`, nowhere else. 0, or -1 with errno.
static int enter_seccomp(pid_t self) {
    uint32_t me = (uint32_t)self, group = (uint32_t)-self;
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SANDBOX_ARCHITECTURE, 1, 0),
        RETURN(END),
        LOAD_NUMBER,
#ifdef __x86_64__
        // The x32 calling convention, a second numbering: none of it.
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
        RETURN(END),
#endif
#ifdef __NR_fork
        IF_CALL(__NR_fork, 1), RETURN(END),
#endif
#ifdef __NR_vfork
        IF_CALL(__NR_vfork, 1), RETURN(END),
#endif
        // clone: a thread (CLONE_THREAD) is allowed, a process is not.
        IF_CALL(__NR_clone, 4),
        LOAD_FIRST_ARGUMENT,
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1),
        RETURN(SECCOMP_RET_ALLOW),
        RETURN(END),
#ifdef __NR_clone3
        IF_CALL(__NR_clone3, 1), RETURN(REFUSE(ENOSYS)),
#endif
        // A signal to itself, its group (0) or -itself; to anything else, the end.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_rt_sigqueueinfo, 1, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_rt_tgsigqueueinfo, 0, 6),
        LOAD_FIRST_ARGUMENT,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, me, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, group, 1, 0),
        RETURN(END),
        RETURN(SECCOMP_RET_ALLOW),
        LOAD_NUMBER,
        // prlimit64 on itself (0 or its id) only.
        IF_CALL(__NR_prlimit64, 5),
        LOAD_FIRST_ARGUMENT,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, me, 1, 0),
        RETURN(END),
        RETURN(SECCOMP_RET_ALLOW),
        // Calls no answer has a use for.
        IF_CALL(__NR_tkill, 1), RETURN(END),
        IF_CALL(__NR_ptrace, 1), RETURN(END),
        IF_CALL(__NR_process_vm_readv, 1), RETURN(END),
        IF_CALL(__NR_process_vm_writev, 1), RETURN(END),
#ifdef __NR_pidfd_open
        IF_CALL(__NR_pidfd_open, 1), RETURN(END),
#endif
#ifdef __NR_pidfd_send_signal
        IF_CALL(__NR_pidfd_send_signal, 1), RETURN(END),
#endif
#ifdef __NR_pidfd_getfd
        IF_CALL(__NR_pidfd_getfd, 1), RETURN(END),
#endif
        IF_CALL(__NR_setsid, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_setpgid, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_socket, 1), RETURN(REFUSE(EACCES)),
        IF_CALL(__NR_socketpair, 1), RETURN(REFUSE(EACCES)),
        IF_CALL(__NR_unshare, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_setns, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_mount, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_chroot, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_keyctl, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_add_key, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_bpf, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_perf_event_open, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_userfaultfd, 1), RETURN(REFUSE(EPERM)),
#ifdef __NR_io_uring_setup
        IF_CALL(__NR_io_uring_setup, 1), RETURN(REFUSE(EPERM)),
#endif
        IF_CALL(__NR_init_module, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_finit_module, 1), RETURN(REFUSE(EPERM)),
        // Landlock does not cover a file's mode, owner, times or attributes,
        // and an answer has no use for them: refused everywhere.
#ifdef __NR_chmod
        IF_CALL(__NR_chmod, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_chown
        IF_CALL(__NR_chown, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_lchown
        IF_CALL(__NR_lchown, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_utime
        IF_CALL(__NR_utime, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_utimes
        IF_CALL(__NR_utimes, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_futimesat
        IF_CALL(__NR_futimesat, 1), RETURN(REFUSE(EPERM)),
#endif
#ifdef __NR_fchmodat2
        IF_CALL(__NR_fchmodat2, 1), RETURN(REFUSE(EPERM)),
#endif
        IF_CALL(__NR_fchmod, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_fchmodat, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_fchown, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_fchownat, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_utimensat, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_setxattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_lsetxattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_fsetxattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_removexattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_lremovexattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_fremovexattr, 1), RETURN(REFUSE(EPERM)),
        // Nor how other processes are scheduled: the judge's priority above all.
        IF_CALL(__NR_setpriority, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_sched_setscheduler, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_sched_setparam, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_sched_setattr, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_sched_setaffinity, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_ioprio_set, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_migrate_pages, 1), RETURN(REFUSE(EPERM)),
        IF_CALL(__NR_move_pages, 1), RETURN(REFUSE(EPERM)),
#ifdef __NR_process_madvise
        IF_CALL(__NR_process_madvise, 1), RETURN(REFUSE(EPERM)),
#endif
        RETURN(SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {
        .len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
}

static int has_seccomp(void) { return 1; }

#else
static int enter_seccomp(pid_t self) { (void)self; return 0; }
static int has_seccomp(void) { return 0; }
#endif

/// Closes the sandbox around this process. 0, or -1 with errno.
static int enter_sandbox(const char *folder, const char *program) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
    if (enter_landlock(folder, program) != 0) return -1;
    return enter_seccomp(getpid());
}

/// Asks for SIGKILL when the parent ends, and ends now if `judge`, the
/// parent that started it, has already ended.
static void end_with_parent(pid_t judge) {
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    if (getppid() != judge) _exit(137);
}

/// Prints which mechanisms this system has, as "landlock N seccomp yes".
static void print_mechanisms(void) {
    printf("landlock %d seccomp %s\n", landlock_abi(), has_seccomp() ? "yes" : "no");
}
