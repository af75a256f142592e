/*
 * The prepared child of the standby launcher (included by launcher.c, one translation unit): a
 * child forked into the next run's cgroups while the slot is idle, which waits for its run on its
 * own socket ("P"); the groups queued for the child after it ("Q"), forked into as soon as a run is
 * reaped; and its dismissal ("D", or a new "P").
 */

/* The prepared child: joins the next run's cgroups now, then waits for the run on `sock`. */
static void waiting_child(const int *procs, int nprocs, int sock, int err) {
  setsid();
  int joined = 0;
  for (int i = 0; i < nprocs; i++) if (write(procs[i], "0", 1) != 1 && !joined) joined = -errno;
  for (int i = 0; i < nprocs; i++) close(procs[i]);
  /* The launcher waits for this before it reports the child ready (or not). */
  if (write(err, &joined, sizeof joined) != sizeof joined || joined) _exit(127);
  for (int i = 0; i < NACCT; i++) if (ready.acct[i] >= 0) close(ready.acct[i]);
  close(CTL);
  int fds[MAX_FDS], nfds = 0;
  char control[CMSG_SPACE(3 * sizeof(int))];
  struct iovec iov = { msg, sizeof msg - 1 };
  struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
  ssize_t n;
  do n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC); while (n < 0 && errno == EINTR);
  if (n <= 0) _exit(0); /* dismissed */
  msg[n] = 0;
  struct cmsghdr *c = CMSG_FIRSTHDR(&m);
  if (!c || c->cmsg_type != SCM_RIGHTS || c->cmsg_len != CMSG_LEN(3 * sizeof(int))) _exit(126);
  memcpy(fds, CMSG_DATA(c), 3 * sizeof(int));
  nfds = 3;
  long long lim[2 * NLIM];
  if (parse(n, lim)) _exit(126);
  child(lim, fds, nfds, err);
}

/* The groups of the child after the prepared one ("P" while a child waits): forked into them as
 * soon as the run handed to the waiting child is reaped, before the report's clean-up. */
static int queued[MAX_FDS], nqueued = 0;

/* Ends the prepared child, if any, and forgets it and the groups queued after it. */
static void dismiss(void) {
  for (int i = 0; i < nqueued; i++) close(queued[i]);
  nqueued = 0;
  if (ready.pid <= 0) return;
  close(ready.sock);
  kill(ready.pid, SIGKILL);
  while (waitpid(ready.pid, NULL, __WALL) < 0 && errno == EINTR) {}
  close(ready.pidfd);
  close(ready.err);
  for (int i = 0; i < NACCT; i++) { if (ready.acct[i] >= 0) close(ready.acct[i]); ready.acct[i] = -1; }
  ready.pid = -1;
}

/* Forks the prepared child for the next run (fds: three cgroup.procs, three accounting files); it
 * joins them at once while the launcher goes on (report_prepared() waits for its word). */
static void fork_prepared(const int *fds) {
  for (int i = 0; i < NACCT; i++) ready.acct[i] = fds[3 + i];
  int sv[2], err[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) die("socketpair");
  if (pipe2(err, O_CLOEXEC) != 0) die("pipe2");
  pid_t c = fork();
  if (c < 0) die("fork");
  if (c == 0) {
    close(sv[0]);
    close(err[0]);
    waiting_child(fds, 3, sv[1], err[1]);
  }
  close(sv[1]);
  close(err[1]);
  for (int i = 0; i < 3; i++) close(fds[i]);
  ready.pidfd = (int)syscall(SYS_pidfd_open, c, 0);
  if (ready.pidfd < 0) die("pidfd_open");
  ready.pid = c;
  ready.sock = sv[0];
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

/* "P": a child forked into the next run's groups now (one waiting before is dismissed). */
static void prepare(const int *fds, int nfds) {
  dismiss();
  if (nfds != 3 + NACCT) die("a prepared run needs three cgroup files and three accounting files");
  fork_prepared(fds);
  report_prepared();
}

/* "Q": the groups of the run after the waiting child's, kept for the child forked once that run
 * is reaped. Without a waiting child (it could not join) they are dropped: no run is handed to
 * one, and the judge's next run brings its own groups. */
static void queue(const int *fds, int nfds) {
  if (nfds != 3 + NACCT) die("a queued run needs three cgroup files and three accounting files");
  if (ready.pid <= 0 || nqueued) {
    for (int i = 0; i < nfds; i++) close(fds[i]);
    return;
  }
  memcpy(queued, fds, (size_t)nfds * sizeof(int));
  nqueued = nfds;
}
