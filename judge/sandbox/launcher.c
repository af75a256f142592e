/*
 * The standby sandbox's launcher: the first process (pid 1) of a long-lived bwrap sandbox of one
 * slot. For each run it forks the program from inside the already-built namespaces, and after the
 * run kills and reaps every process left, empties /tmp, /dev/shm, /dev/mqueue and the System V
 * IPC objects, so the next run sees nothing of this one.
 *
 * Protocol. Commands arrive on fd 3 (a SOCK_SEQPACKET socket), one per message:
 *   "R\0" limits... "\0" argc "\0" argv... envc "\0" env...  with SCM_RIGHTS stdin, stdout, stderr
 *   "G" start the forked program, "K" kill it.
 * Reports go to fd 1 (a pipe), one line each:
 *   "H"  ready;  "F"  forked, the program waits for G;
 *   "E <x|s> <code|signal> <wall µs> <cpu µs> <maxrss KiB> <exec errno> <clean 0|1>"  finished;
 *   "! <reason>"  the launcher cannot go on and exits (the judge builds a new standby).
 * The launcher is not dumpable, so the program (same uid) cannot reach its memory or descriptors;
 * as pid 1 of the pid namespace it receives no signal from the program. Scheduling attributes and
 * resource limits the program could change on it with the same uid are checked before each run.
 */
#define _GNU_SOURCE
#include <dirent.h>
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

static struct rlimit base_lim[NLIM];
static unsigned char base_sched[128];
static cpu_set_t base_cpus;
static long base_ioprio;

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

static void sched_now(unsigned char *out) {
  memset(out, 0, 128);
  syscall(SYS_sched_getattr, 0, out, 128, 0);
}

static void snapshot(void) {
  for (int r = 0; r < NLIM; r++) getrlimit(r, &base_lim[r]);
  sched_now(base_sched);
  sched_getaffinity(0, sizeof base_cpus, &base_cpus);
  base_ioprio = syscall(SYS_ioprio_get, 1, 0);
}

/** What the program changed on this process through its uid, or NULL. */
static const char *tampered(void) {
  for (int r = 0; r < NLIM; r++) {
    struct rlimit now;
    getrlimit(r, &now);
    if (now.rlim_cur != base_lim[r].rlim_cur || now.rlim_max != base_lim[r].rlim_max) return "resource limits";
  }
  unsigned char s[128];
  sched_now(s);
  if (memcmp(s, base_sched, sizeof s) != 0) return "scheduling attributes";
  cpu_set_t cpus;
  sched_getaffinity(0, sizeof cpus, &cpus);
  if (!CPU_EQUAL(&cpus, &base_cpus)) return "CPU affinity";
  if (syscall(SYS_ioprio_get, 1, 0) != base_ioprio) return "I/O priority";
  return NULL;
}

/** Removes everything inside the open directory `dir`; false if something stays. */
static int wipe(int dir, int depth) {
  int ok = 1;
  int fd = dup(dir);
  DIR *d = fd < 0 ? NULL : fdopendir(fd);
  if (!d) return 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    struct stat st;
    if (fstatat(dir, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) { ok = 0; continue; }
    if (S_ISDIR(st.st_mode)) {
      fchmodat(dir, e->d_name, 0700, 0);
      int sub = depth < 64 ? openat(dir, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
      if (sub < 0) { ok = 0; continue; }
      if (!wipe(sub, depth + 1)) ok = 0;
      close(sub);
      if (unlinkat(dir, e->d_name, AT_REMOVEDIR) != 0) ok = 0;
    } else if (unlinkat(dir, e->d_name, 0) != 0) {
      ok = 0;
    }
  }
  closedir(d);
  return ok;
}

static int wipe_path(const char *path) {
  int dir = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0) return errno == ENOENT;
  int ok = wipe(dir, 0);
  close(dir);
  return ok;
}

#ifndef SHM_STAT_ANY
#define SHM_STAT_ANY 15
#define SEM_STAT_ANY 20
#define MSG_STAT_ANY 13
#endif

/** Removes the System V IPC objects of this IPC namespace; false if some stay. */
static int wipe_ipc(void) {
  struct shm_info si;
  int max = shmctl(0, SHM_INFO, (struct shmid_ds *)&si);
  for (int i = 0; i <= max; i++) {
    struct shmid_ds ds;
    int id = shmctl(i, SHM_STAT_ANY, &ds);
    if (id >= 0) shmctl(id, IPC_RMID, NULL);
  }
  struct seminfo sem;
  max = semctl(0, 0, SEM_INFO, &sem);
  for (int i = 0; i <= max; i++) {
    struct semid_ds ds;
    int id = semctl(i, 0, SEM_STAT_ANY, &ds);
    if (id >= 0) semctl(id, 0, IPC_RMID);
  }
  struct msginfo mi;
  max = msgctl(0, MSG_INFO, (struct msqid_ds *)&mi);
  for (int i = 0; i <= max; i++) {
    struct msqid_ds ds;
    int id = msgctl(i, MSG_STAT_ANY, &ds);
    if (id >= 0) msgctl(id, IPC_RMID, NULL);
  }
  shmctl(0, SHM_INFO, (struct shmid_ds *)&si);
  semctl(0, 0, SEM_INFO, &sem);
  msgctl(0, MSG_INFO, (struct msqid_ds *)&mi);
  return si.used_ids == 0 && sem.semusz == 0 && mi.msgpool == 0;
}

static int64_t now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static int64_t tv_us(struct timeval t) { return (int64_t)t.tv_sec * 1000000 + t.tv_usec; }

static char msg[MAX_MSG];
static char *argv_[MAX_ARGS + 1], *envp_[MAX_ARGS + 1];

/** Receives one command; returns its length, fills fds[3] when it carries descriptors. */
static ssize_t receive(int fds[3]) {
  char control[CMSG_SPACE(3 * sizeof(int))];
  struct iovec iov = { msg, sizeof msg - 1 };
  struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
  ssize_t n;
  do n = recvmsg(CTL, &m, MSG_CMSG_CLOEXEC); while (n < 0 && errno == EINTR);
  if (n <= 0) _exit(0); /* the judge closed the socket */
  msg[n] = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS && c->cmsg_len == CMSG_LEN(3 * sizeof(int))) {
      memcpy(fds, CMSG_DATA(c), 3 * sizeof(int));
    } else if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      die("unexpected descriptors");
    }
  }
  return n;
}

/* The program's side of fork: limits, streams, cwd, wait for G, exec. */
static void child(const long long *lim, int fds[3], int go, int err) {
  setsid();
  for (int r = 0; r < NLIM; r++) {
    struct rlimit l = base_lim[r];
    if (lim[2 * r] >= 0) l.rlim_cur = (rlim_t)lim[2 * r];
    if (lim[2 * r + 1] >= 0) l.rlim_max = (rlim_t)lim[2 * r + 1];
    if (setrlimit(r, &l) != 0) goto fail;
  }
  for (int i = 0; i < 3; i++) if (dup2(fds[i], i) < 0) goto fail;
  if (chdir("/w") != 0) goto fail;
  char b;
  if (read(go, &b, 1) != 1) _exit(0); /* killed before the start */
  execve(argv_[0], argv_, envp_);
fail:;
  int e = errno;
  if (write(err, &e, sizeof e) < 0) _exit(127);
  _exit(127);
}

static void run(ssize_t n, int fds[3]) {
  /* Parse: R, 32 limit numbers (soft, hard per resource; -1 keeps the launcher's own), argc, argv, envc, env. */
  long long lim[2 * NLIM];
  char *p = msg + 2, *end = msg + n;
  for (int i = 0; i < 2 * NLIM; i++) { if (p >= end) die("short command"); lim[i] = atoll(p); p += strlen(p) + 1; }
  int argc = p < end ? atoi(p) : 0;
  p += strlen(p) + 1;
  if (argc < 1 || argc > MAX_ARGS) die("bad argc");
  for (int i = 0; i < argc; i++) { if (p >= end) die("short argv"); argv_[i] = p; p += strlen(p) + 1; }
  argv_[argc] = NULL;
  int envc = p < end ? atoi(p) : 0;
  p += strlen(p) + 1;
  if (envc < 0 || envc > MAX_ARGS) die("bad envc");
  for (int i = 0; i < envc; i++) { if (p >= end) die("short env"); envp_[i] = p; p += strlen(p) + 1; }
  envp_[envc] = NULL;

  const char *changed = tampered();
  if (changed) { errno = EPERM; die(changed); }
  int go[2], err[2];
  if (pipe2(go, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) die("pipe2");
  struct rusage before, after, ru;
  getrusage(RUSAGE_CHILDREN, &before);
  pid_t c = fork();
  if (c < 0) die("fork");
  if (c == 0) child(lim, fds, go[0], err[1]);
  close(go[0]);
  close(err[1]);
  for (int i = 0; i < 3; i++) close(fds[i]);
  int pidfd = (int)syscall(SYS_pidfd_open, c, 0);
  if (pidfd < 0) die("pidfd_open");
  say("F");
  int started = 0;
  int64_t t0 = now_us(), t1 = 0;
  for (;;) {
    struct pollfd pf[2] = { { CTL, POLLIN, 0 }, { pidfd, POLLIN, 0 } };
    if (poll(pf, 2, -1) < 0) { if (errno == EINTR) continue; die("poll"); }
    if (pf[1].revents) break;
    if (pf[0].revents) {
      int none[3] = { -1, -1, -1 };
      receive(none);
      if (msg[0] == 'G' && !started) {
        started = 1;
        t0 = now_us();
        if (write(go[1], "g", 1) != 1) die("start");
      } else if (msg[0] == 'K') {
        kill(c, SIGKILL);
      }
    }
  }
  int status = 0;
  while (wait4(c, &status, 0, &ru) < 0 && errno == EINTR) {}
  t1 = now_us();
  close(pidfd);
  close(go[1]);
  kill(-1, SIGKILL);
  while (waitpid(-1, NULL, __WALL) > 0 || errno == EINTR) {}
  getrusage(RUSAGE_CHILDREN, &after);
  int execErr = 0;
  if (read(err[0], &execErr, sizeof execErr) != sizeof execErr) execErr = 0;
  close(err[0]);
  int clean = wipe_path("/tmp") & wipe_path("/dev/shm") & wipe_path("/dev/mqueue") & wipe_ipc();
  int64_t cpu = tv_us(after.ru_utime) + tv_us(after.ru_stime) - tv_us(before.ru_utime) - tv_us(before.ru_stime);
  say("E %c %d %lld %lld %ld %d %d", WIFSIGNALED(status) ? 's' : 'x', WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
      (long long)(started ? t1 - t0 : 0), (long long)cpu, ru.ru_maxrss, execErr, clean);
  if (!clean) { errno = ENOTEMPTY; die("leftovers of the run could not be removed"); }
}

int main(void) {
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  if (fcntl(CTL, F_SETFD, FD_CLOEXEC) != 0) die("control socket");
  for (int fd = 4; fd < 1024; fd++) close(fd);
  snapshot();
  say("H");
  for (;;) {
    int fds[3] = { -1, -1, -1 };
    ssize_t n = receive(fds);
    if (msg[0] != 'R') continue;
    if (fds[0] < 0) die("a run without its streams");
    run(n, fds);
  }
}
