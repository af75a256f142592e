/*
 * The standby sandbox's launcher: the first process (pid 1) of a long-lived bwrap sandbox of one
 * slot. For each run it forks the program from inside the already-built namespaces, and after the
 * run kills and reaps every process left, empties /tmp, /dev/shm, /dev/mqueue and the System V
 * IPC objects, so the next run sees nothing of this one.
 *
 * Protocol. Commands arrive on fd 3 (a SOCK_SEQPACKET socket), one per message:
 *   "R\0" limits... "\0" argc "\0" argv... envc "\0" env...  with SCM_RIGHTS stdin, stdout, stderr and
 *   up to three `cgroup.procs` files of the run's cgroups (opened by the judge): the launcher forks
 *   the program; "K<run number>" kill the run;
 *   "P" prepare the next run: SCM_RIGHTS the next run's three `cgroup.procs` files, three accounting
 *   files (memory peak, memory.oom_control, cpuacct.usage) and the prepared child's end of a socket
 *   pair, "Q" the same for the run after the waiting child's: kept for the child forked as soon as
 *   that run is reaped (its "Z" follows that run's "C"; dropped when no child waits), "D" dismiss
 *   the prepared child and the queued groups (reports "D").
 * The forked child sets its limits and streams, joins the run's cgroups by writing "0" (itself) to
 * each cgroup.procs it was given, and execs: no round trip through the judge before the program runs.
 * A prepared child (after "P", between runs, once everything of the run before is killed and reaped)
 * is forked ahead: it joins the next run's cgroups at once, in the idle time, and waits on its own
 * socket, whose other end the judge keeps; the judge sends the run there ("R\0<run number>\0" and the
 * rest of an "R", with the three streams), the child sets its limits and streams and execs. The
 * launcher does not wake for it: it learns of the run when the child ends, reaps it as any other
 * and reads the accounting files itself for its report.
 * Reports go to fd 1 (a pipe), one line each:
 *   "H"  ready;  "F"  forked (not for a run sent to the prepared child);
 *   "E <x|s> <code|signal> <wall µs> <cpu µs> <maxrss KiB> <exec errno> <stamps>"  finished,
 *   where exec errno is negative when joining a cgroup failed, and <stamps> are six CLOCK_MONOTONIC
 *   µs times: command received, forked (a prepared child: received twice), exec, exit seen, rest of
 *   the run killed and reaped, its figures read; then "<cpu ns> <memory peak bytes> <oom kills>"
 *   read from the accounting files once all is reaped (-1 -1 -1 without a prepared child);
 *   "C"  after "E": what the run left in /tmp, /dev/shm, /dev/mqueue and IPC is removed (the
 *   launcher reads its next command only then; when something stays it reports "!" and exits);
 *   "! <reason>"  the launcher cannot go on and exits (the judge builds a new standby).
 * The launcher is not dumpable, so the program (same uid) cannot reach its memory or descriptors;
 * as pid 1 of the pid namespace it receives no signal from the program. Scheduling attributes and
 * resource limits the program could change on it with the same uid are checked before each fork of
 * a run's child (a prepared child's inherits them when it is forked, after the run before is reaped).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <linux/futex.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CTL 3
#define NLIM 16
#define MAX_MSG (256 * 1024)
#define MAX_ARGS 4096

static void say(const char *fmt, ...) {
  char b[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(b, sizeof b - 1, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if (n > (int)sizeof b - 2) n = sizeof b - 2;
  b[n++] = '\n';
  if (write(1, b, n) != n) _exit(1);
}

static void die(const char *why) {
  say("! %s (%s)", why, strerror(errno));
  _exit(1);
}

/* The tamper check and the emptying between runs (snapshot, tampered, wipe_path, wipe_ipc). */
#include "launcher-between-runs.c"

static int64_t now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static int64_t tv_us(struct timeval t) { return (int64_t)t.tv_sec * 1000000 + t.tv_usec; }

/** A page shared with the forked children (gone from a program at its exec): the child's stamps
 * (its run received, its execve), the number of the run a prepared child took and the highest run
 * number the judge asked to kill. */
static struct shared {
  int64_t exec, received;
  long long run_seq, kill_seq;
  /* 0 while the launcher empties what the run before the prepared child's left (a futex word). */
  int emptied;
} *shared;

static char msg[MAX_MSG];
static char *argv_[MAX_ARGS + 1], *envp_[MAX_ARGS + 1];

#define MAX_FDS 7
#define NACCT 3

/** The prepared child: its pid, pidfd, its error pipe, the run's accounting files. */
static struct {
  pid_t pid;
  int pidfd, err;
  int acct[NACCT];
} ready = { -1, -1, -1, { -1, -1, -1 } };

/** Receives one command; returns its length, fills fds (3 streams, then cgroup files) when it carries descriptors. */
static ssize_t receive(int fds[MAX_FDS], int *nfds) {
  char control[CMSG_SPACE(MAX_FDS * sizeof(int))];
  struct iovec iov = { msg, sizeof msg - 1 };
  struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
  ssize_t n;
  do n = recvmsg(CTL, &m, MSG_CMSG_CLOEXEC); while (n < 0 && errno == EINTR);
  if (n <= 0) _exit(0); /* the judge closed the socket */
  msg[n] = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
    if (*nfds != 0 || count < 3 || count > MAX_FDS || c->cmsg_len != CMSG_LEN(count * sizeof(int)))
      die("unexpected descriptors");
    memcpy(fds, CMSG_DATA(c), count * sizeof(int));
    *nfds = (int)count;
  }
  if (m.msg_flags & MSG_CTRUNC) die("too many descriptors");
  return n;
}

/* The program's side of fork: limits, streams, cwd, the run's cgroups, exec. */
static void child(const long long *lim, const int *fds, int nfds, int err) {
  int joining = 0;
  setsid();
  for (int r = 0; r < NLIM; r++) {
    /* Forked after the launcher's own limits were checked against base_lim: those are the child's already. */
    if (lim[2 * r] < 0 && lim[2 * r + 1] < 0) continue;
    struct rlimit l = base_lim[r];
    if (lim[2 * r] >= 0) l.rlim_cur = (rlim_t)lim[2 * r];
    if (lim[2 * r + 1] >= 0) l.rlim_max = (rlim_t)lim[2 * r + 1];
    if (setrlimit(r, &l) != 0) goto fail;
  }
  for (int i = 0; i < 3; i++) if (dup2(fds[i], i) < 0) goto fail;
  if (chdir("/w") != 0) goto fail;
  joining = 1;
  for (int i = 3; i < nfds; i++) if (write(fds[i], "0", 1) != 1) goto fail;
  joining = 0;
  shared->exec = now_us();
  execve(argv_[0], argv_, envp_);
fail:;
  int e = joining ? -errno : errno;
  if (write(err, &e, sizeof e) < 0) _exit(127);
  _exit(127);
}

/* Parses 32 limit numbers (soft, hard per resource; -1 keeps the launcher's own), argc, argv, envc, env
 * from p on (after "R" in a command) into lim, argv_ and envp_; NULL, or what is wrong. */
static const char *parse(char *p, ssize_t n, long long *lim) {
  char *end = msg + n;
  for (int i = 0; i < 2 * NLIM; i++) { if (p >= end) return "short command"; lim[i] = atoll(p); p += strlen(p) + 1; }
  int argc = p < end ? atoi(p) : 0;
  p += strlen(p) + 1;
  if (argc < 1 || argc > MAX_ARGS) return "bad argc";
  for (int i = 0; i < argc; i++) { if (p >= end) return "short argv"; argv_[i] = p; p += strlen(p) + 1; }
  argv_[argc] = NULL;
  int envc = p < end ? atoi(p) : 0;
  p += strlen(p) + 1;
  if (envc < 0 || envc > MAX_ARGS) return "bad envc";
  for (int i = 0; i < envc; i++) { if (p >= end) return "short env"; envp_[i] = p; p += strlen(p) + 1; }
  envp_[envc] = NULL;
  return NULL;
}

#include "launcher-prepared.c"

/* A number from the start of an open cgroup file, or of its line "key N"; -1 when unreadable. */
static long long read_acct(int fd, const char *key) {
  char b[4096];
  ssize_t n = fd < 0 ? -1 : pread(fd, b, sizeof b - 1, 0);
  if (n <= 0) return -1;
  b[n] = 0;
  if (!key) return atoll(b);
  size_t k = strlen(key);
  for (char *line = b; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (!strncmp(line, key, k) && line[k] == ' ') return atoll(line + k + 1);
  return 0;
}

/* A run's end: its first process c has exited (its pidfd is readable). Reaps everything of the run,
 * reads its figures, reports "E", forks the queued child, empties the shared mounts and reports "C". */
static void finish(pid_t c, int pidfd, int err, const int *acct, const struct rusage *before, int64_t t_recv,
                   int64_t t_forked) {
  struct rusage after, ru;
  int status = 0;
  while (wait4(c, &status, 0, &ru) < 0 && errno == EINTR) {}
  int64_t t1 = now_us();
  close(pidfd);
  kill(-1, SIGKILL);
  while (waitpid(-1, NULL, __WALL) > 0 || errno == EINTR) {}
  int64_t t_reaped = now_us();
  getrusage(RUSAGE_CHILDREN, &after);
  int execErr = 0;
  if (read(err, &execErr, sizeof execErr) != sizeof execErr) execErr = 0;
  close(err);
  int64_t cpu = tv_us(after.ru_utime) + tv_us(after.ru_stime) - tv_us(before->ru_utime) - tv_us(before->ru_stime);
  int64_t t_exec = shared->exec;
  /* A child that ended before its exec without saying why (killed before it could start). */
  if (!t_exec && !execErr) execErr = ECHILD;
  /* Everything of the run is reaped: the groups' counters are final. */
  long long acct_cpu = acct[2] >= 0 ? read_acct(acct[2], NULL) : -1;
  long long acct_peak = acct[0] >= 0 ? read_acct(acct[0], NULL) : -1;
  long long acct_oom = acct[1] >= 0 ? read_acct(acct[1], "oom_kill") : -1;
  for (int i = 0; i < NACCT; i++) if (acct[i] >= 0) close(acct[i]);
  if (acct_cpu < 0 || acct_peak < 0 || acct_oom < 0) acct_cpu = acct_peak = acct_oom = -1;
  int64_t t_counted = now_us();
  say("E %c %d %lld %lld %ld %d %lld %lld %lld %lld %lld %lld %lld %lld %lld", WIFSIGNALED(status) ? 's' : 'x',
      WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status), (long long)(t_exec ? t1 - t_exec : 0),
      (long long)cpu, ru.ru_maxrss, execErr, (long long)t_recv, (long long)t_forked, (long long)t_exec,
      (long long)t1, (long long)t_reaped, (long long)t_counted, acct_cpu, acct_peak, acct_oom);
  /* The program's figures are final and reported; what it left in the shared mounts goes before
   * the next command is read (the judge waits for "C" before the slot takes another run). */
  /* The next run's child (groups queued while this run's child waited) joins them meanwhile. */
  int next = nqueued > 0 && ready.pid <= 0;
  if (next) {
    fork_prepared(queued, 0);
    nqueued = 0;
  }
  int clean = wipe_path("/tmp") & wipe_path("/dev/shm") & wipe_path("/dev/mqueue") & wipe_ipc();
  if (!clean) { errno = ENOTEMPTY; die("leftovers of the run could not be removed"); }
  __atomic_store_n(&shared->emptied, 1, __ATOMIC_SEQ_CST);
  syscall(SYS_futex, &shared->emptied, FUTEX_WAKE, 1, NULL, NULL, 0);
  say("C");
  if (next) report_prepared();
}

/* "R" on the command socket: the launcher forks the program itself (a prepared child waiting is dismissed). */
static void run(ssize_t n, const int *fds, int nfds, int64_t t_recv) {
  long long lim[2 * NLIM];
  const char *bad = parse(msg + 2, n, lim);
  if (bad) { errno = EINVAL; die(bad); }
  dismiss();
  const char *changed = tampered();
  if (changed) { errno = EPERM; die(changed); }
  int err[2], acct[NACCT] = { -1, -1, -1 };
  struct rusage before;
  getrusage(RUSAGE_CHILDREN, &before);
  shared->exec = 0;
  if (pipe2(err, O_CLOEXEC) != 0) die("pipe2");
  /* The launcher's phase ends when the child's begins: stamped before the fork, so the child's
   * exec stamp always comes after it. */
  int64_t t_forked = now_us();
  pid_t c = fork();
  if (c < 0) die("fork");
  if (c == 0) child(lim, fds, nfds, err[1]);
  close(err[1]);
  int pidfd = (int)syscall(SYS_pidfd_open, c, 0);
  if (pidfd < 0) die("pidfd_open");
  for (int i = 0; i < nfds; i++) close(fds[i]);
  say("F");
  for (;;) {
    struct pollfd pf[2] = { { CTL, POLLIN, 0 }, { pidfd, POLLIN, 0 } };
    if (poll(pf, 2, -1) < 0) { if (errno == EINTR) continue; die("poll"); }
    if (pf[1].revents) break;
    if (pf[0].revents) {
      int none[MAX_FDS], count = 0;
      receive(none, &count);
      for (int i = 0; i < count; i++) close(none[i]);
      if (msg[0] == 'K') kill(c, SIGKILL);
      if (msg[0] == 'P' || msg[0] == 'Q' || msg[0] == 'D') { errno = EINVAL; die("prepare or dismiss during a run"); }
    }
  }
  finish(c, pidfd, err[0], acct, &before, t_recv, t_forked);
}

/* The prepared child has ended: the end of the run handed to it (the launcher never saw the run's
 * command; its stamps are the child's). A child that ended before it took a run was killed from
 * outside the sandbox: the launcher cannot tell what the judge sent it and gives up. */
static void finish_prepared(void) {
  if (__atomic_load_n(&shared->run_seq, __ATOMIC_SEQ_CST) == 0) { errno = ECHILD; die("the prepared child ended before its run"); }
  struct rusage before;
  getrusage(RUSAGE_CHILDREN, &before);
  int acct[NACCT];
  memcpy(acct, ready.acct, sizeof acct);
  pid_t c = ready.pid;
  int pidfd = ready.pidfd, err = ready.err;
  ready.pid = -1;
  for (int i = 0; i < NACCT; i++) ready.acct[i] = -1;
  finish(c, pidfd, err, acct, &before, shared->received, shared->received);
}

int main(void) {
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  if (fcntl(CTL, F_SETFD, FD_CLOEXEC) != 0) die("control socket");
  for (int fd = 4; fd < 1024; fd++) close(fd);
  snapshot();
  shared = mmap(NULL, sizeof *shared, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED) die("mmap");
  say("H");
  for (;;) {
    /* Commands first: a "Q" or "K" sent before the prepared child's run ended is read before its end. */
    struct pollfd pf[2] = { { CTL, POLLIN, 0 }, { ready.pid > 0 ? ready.pidfd : -1, POLLIN, 0 } };
    if (poll(pf, 2, -1) < 0) { if (errno == EINTR) continue; die("poll"); }
    if (!pf[0].revents) {
      if (pf[1].revents) finish_prepared();
      continue;
    }
    int fds[MAX_FDS], nfds = 0;
    ssize_t n = receive(fds, &nfds);
    int64_t t_recv = now_us();
    if (msg[0] == 'P') { prepare(fds, nfds); continue; }
    if (msg[0] == 'Q') { queue(fds, nfds); continue; }
    if (msg[0] == 'K') {
      for (int i = 0; i < nfds; i++) close(fds[i]);
      kill_prepared(atoll(msg + 1));
      continue;
    }
    if (msg[0] == 'D') { dismiss(); say("D"); }
    if (msg[0] != 'R') {
      for (int i = 0; i < nfds; i++) close(fds[i]);
      continue;
    }
    if (nfds < 3 || nfds > 6) die("a run without its streams");
    run(n, fds, nfds, t_recv);
  }
}
