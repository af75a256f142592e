/*
 * The prepared child of the standby launcher (included by launcher.c, one translation unit): a
 * child forked into the next run's cgroups while the slot is idle ("P"), which waits for its run
 * on a socket of its own whose other end the judge keeps: the judge hands the run to it directly,
 * so neither the launcher's wake-up nor its hand-off is on the run's path. The launcher learns of
 * the run when the child ends (its pidfd), and kills it on a "K" naming the run the child took.
 * Also the groups queued for the child after it ("Q"), forked into as soon as a run is reaped; and
 * the dismissal of a child that has taken no run ("D", or a new "P", or an "R" to the launcher).
 */

/* Writes to the stack below the caller's frame: its pages are copied for this process now. */
static __attribute__((noinline)) void touch_stack(void) {
  volatile char pad[32 * 1024];
  for (size_t i = 0; i < sizeof pad; i += 4096) pad[i] = 0;
}

/* The pages a run's command is parsed into, written once while the child waits: after a fork each
 * first write to a page shared with the launcher copies it (a fault), better taken before the run. */
static void touch_pages(void) {
  memset(msg, 0, 64 * 1024);
  memset(argv_, 0, 512 * sizeof *argv_);
  memset(envp_, 0, 512 * sizeof *envp_);
  (void)__atomic_load_n(&shared->kill_seq, __ATOMIC_SEQ_CST);
  touch_stack();
}

/* The prepared child: joins the next run's cgroups now, then waits for the run on `sock`: "R\0<run
 * number>\0" and the rest of an "R" command, with the three streams. */
static void waiting_child(const int *procs, int nprocs, int sock, int err) {
  setsid();
  /* Before the join: the copies are charged to the launcher's groups, not to the run's. */
  touch_pages();
  int joined = 0;
  for (int i = 0; i < nprocs; i++) if (write(procs[i], "0", 1) != 1 && !joined) joined = -errno;
  for (int i = 0; i < nprocs; i++) close(procs[i]);
  /* The launcher waits for this before it reports the child ready (or not). */
  if (write(err, &joined, sizeof joined) != sizeof joined || joined) _exit(127);
  for (int i = 0; i < NACCT; i++) if (ready.acct[i] >= 0) close(ready.acct[i]);
  close(CTL);
  int fds[MAX_FDS];
  char control[CMSG_SPACE(3 * sizeof(int))];
  struct iovec iov = { msg, sizeof msg - 1 };
  struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
  ssize_t n;
  do n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC); while (n < 0 && errno == EINTR);
  shared->received = now_us();
  if (n <= 0) _exit(0); /* the judge closed its end without a run */
  msg[n] = 0;
  struct cmsghdr *c = CMSG_FIRSTHDR(&m);
  if (!c || c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS || c->cmsg_len != CMSG_LEN(3 * sizeof(int)) ||
      (m.msg_flags & MSG_CTRUNC) || msg[0] != 'R' || n < 4)
    _exit(126);
  memcpy(fds, CMSG_DATA(c), 3 * sizeof(int));
  close(sock);
  long long seq = atoll(msg + 2), lim[2 * NLIM];
  if (seq <= 0 || parse(msg + 2 + strlen(msg + 2) + 1, n, lim)) _exit(126);
  /* The run is taken: a "K" for it from now on kills this process; one that came before, seen here. */
  __atomic_store_n(&shared->run_seq, seq, __ATOMIC_SEQ_CST);
  if (__atomic_load_n(&shared->kill_seq, __ATOMIC_SEQ_CST) >= seq) kill(getpid(), SIGKILL);
  /* Forked before the launcher emptied what the run before left: the program starts only after. */
  while (!__atomic_load_n(&shared->emptied, __ATOMIC_SEQ_CST))
    syscall(SYS_futex, &shared->emptied, FUTEX_WAIT, 0, NULL, NULL, 0);
  child(lim, fds, 3, err);
}

/* The groups of the child after the prepared one ("Q" while a child waits): forked into them as
 * soon as the run handed to the waiting child is reaped, before the report's clean-up. */
static int queued[MAX_FDS], nqueued = 0;

/* "K <run number>" outside a run the launcher forked: kills the prepared child if it took that run
 * (if it takes it later, it sees the number and kills itself); a late "K" of an earlier run is ignored. */
static void kill_prepared(long long seq) {
  long long seen = __atomic_load_n(&shared->kill_seq, __ATOMIC_SEQ_CST);
  if (seq > seen) __atomic_store_n(&shared->kill_seq, seq, __ATOMIC_SEQ_CST);
  if (ready.pid > 0 && seq > 0 && __atomic_load_n(&shared->run_seq, __ATOMIC_SEQ_CST) == seq) kill(ready.pid, SIGKILL);
}

/* Ends the prepared child, if any, and forgets it and the groups queued after it; a child that has
 * taken a run is not the judge's to dismiss. */
static void dismiss(void) {
  if (ready.pid > 0 && __atomic_load_n(&shared->run_seq, __ATOMIC_SEQ_CST) != 0) {
    errno = EINVAL;
    die("prepare or dismiss during a run");
  }
  for (int i = 0; i < nqueued; i++) close(queued[i]);
  nqueued = 0;
  if (ready.pid <= 0) return;
  kill(ready.pid, SIGKILL);
  while (waitpid(ready.pid, NULL, __WALL) < 0 && errno == EINTR) {}
  close(ready.pidfd);
  close(ready.err);
  for (int i = 0; i < NACCT; i++) { if (ready.acct[i] >= 0) close(ready.acct[i]); ready.acct[i] = -1; }
  ready.pid = -1;
}

/* Forks the prepared child for the next run (fds: three cgroup.procs, three accounting files, the
 * child's end of its run socket); it joins them at once while the launcher goes on (report_prepared()
 * waits for its word). Everything of the run before is reaped: nothing of the sandbox's user runs
 * from here to the program's exec, so the check of what a program could change on the launcher
 * (inherited by the child) is made here, not when the run comes. `emptied`: what the run before
 * left is removed already (else the child waits for it before the exec). */
static void fork_prepared(const int *fds, int emptied) {
  const char *changed = tampered();
  if (changed) { errno = EPERM; die(changed); }
  for (int i = 0; i < NACCT; i++) ready.acct[i] = fds[3 + i];
  int err[2];
  if (pipe2(err, O_CLOEXEC) != 0) die("pipe2");
  shared->exec = shared->received = 0;
  __atomic_store_n(&shared->emptied, emptied, __ATOMIC_SEQ_CST);
  __atomic_store_n(&shared->run_seq, 0, __ATOMIC_SEQ_CST);
  pid_t c = fork();
  if (c < 0) die("fork");
  if (c == 0) {
    close(err[0]);
    waiting_child(fds, 3, fds[6], err[1]);
  }
  close(err[1]);
  for (int i = 0; i < 3; i++) close(fds[i]);
  close(fds[6]);
  ready.pidfd = (int)syscall(SYS_pidfd_open, c, 0);
  if (ready.pidfd < 0) die("pidfd_open");
  ready.pid = c;
  ready.err = err[0];
}

/* Waits until the prepared child has joined its groups (a cgroup move may wait for an RCU grace
 * period: in the idle time between runs, not in the next run); "Z 0" ready, "Z -errno" it could not
 * join (dismissed). */
static void report_prepared(void) {
  int joined = 0;
  ssize_t got;
  do got = read(ready.err, &joined, sizeof joined); while (got < 0 && errno == EINTR);
  if (got != sizeof joined) joined = -ECHILD;
  if (joined) dismiss();
  say("Z %d", joined);
}

#define PREPARED_FDS (3 + NACCT + 1)

/* "P": a child forked into the next run's groups now (one waiting before is dismissed). */
static void prepare(const int *fds, int nfds) {
  dismiss();
  if (nfds != PREPARED_FDS) die("a prepared run needs three cgroup files, three accounting files and a socket");
  fork_prepared(fds, 1);
  report_prepared();
}

/* "Q": the groups of the run after the waiting child's, kept for the child forked once that run
 * is reaped. Without a waiting child (it could not join) they are dropped: no run is handed to
 * one, and the judge's next run brings its own groups. */
static void queue(const int *fds, int nfds) {
  if (nfds != PREPARED_FDS) die("a queued run needs three cgroup files, three accounting files and a socket");
  if (ready.pid <= 0 || nqueued) {
    for (int i = 0; i < nfds; i++) close(fds[i]);
    return;
  }
  memcpy(queued, fds, (size_t)nfds * sizeof(int));
  nqueued = nfds;
}
