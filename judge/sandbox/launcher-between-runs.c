/*
 * Between two runs of the standby launcher (included by launcher.c, one translation unit): what the
 * launcher records of itself at start and compares before each run (what the program could change
 * on it through its uid), and the emptying of /tmp, /dev/shm, /dev/mqueue and the System V IPC
 * objects after each run.
 */

static struct rlimit base_lim[NLIM];
static unsigned char base_sched[128];
static cpu_set_t base_cpus;
static long base_ioprio;

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
