/**
 * Hostile programs and the outcome each must get. Every program prints ESCAPED when an attack
 * works, so beside its status each case also checks that ESCAPED never appears. Programs get
 * argv: [exe, secretFile, peerDir, port] (see hostile-run.ts). Shared by the sandbox test suite
 * and `verdict judge-selftest`.
 */
import type { RunLimits, RunStatus } from './types.ts';
import { DEFAULT_DISK_MARGIN_BYTES } from './work-disk.ts';

export interface HostileCase {
  name: string;
  /** What the program tries and why it must fail. */
  why: string;
  source: string;
  libs?: string[];
  expect: RunStatus[];
  limits?: Partial<RunLimits>;
  /** Extra binds: the judge's data dir, the host /etc (to prove the uid drop, not only hiding). */
  mount?: 'data' | 'etc';
  /** A run in another slot writing a secret at the same time. */
  peer?: boolean;
  /** Processes of the slot uids outside the sandbox that must survive. */
  canary?: boolean;
  /** Extra check of stdout; returns an error text or null. */
  check?: (stdout: string, limits: RunLimits) => string | null;
}

const H = `#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <signal.h>
#include <pthread.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <dirent.h>
#include <sched.h>
static int leak(const char *path) {
  char buf[256]; int fd = open(path, O_RDONLY); if (fd < 0) return 0;
  int n = read(fd, buf, sizeof buf - 1); close(fd); if (n <= 0) return 0;
  buf[n] = 0; printf("ESCAPED read %s: %s\\n", path, buf); return 1;
}
`;

const atMost = (what: string, key: Exclude<keyof RunLimits, 'diskBytes'>) => (out: string, l: RunLimits) => {
  const n = Number(/count=(\d+)/.exec(out)?.[1] ?? NaN);
  return Number.isFinite(n) && n <= l[key] ? null : `${what}: ${out.trim() || 'no count printed'} (limit ${l[key]})`;
};

/** The MiB a program wrote to its work dir is within the output limit plus the sandbox's margin. */
function atMostDisk(out: string, l: RunLimits): string | null {
  const mib = Number(/mib=(\d+)/.exec(out)?.[1] ?? NaN);
  const most = ((l.diskBytes ?? l.outputBytes + DEFAULT_DISK_MARGIN_BYTES) >> 20) + 1;
  return Number.isFinite(mib) && mib <= most ? null : `wrote ${out.trim() || 'no count printed'} MiB (at most ${most})`;
}

/** CPU burners get a generous wall clock, so a busy host still ends them at the CPU limit. */
const BURN: Partial<RunLimits> = { wallMs: 30_000 };

export const HOSTILE_CASES: HostileCase[] = [
  {
    name: 'fork_bomb',
    why: 'endless fork(): pids.max stops it, the run ends at the CPU (or memory) limit',
    expect: ['cpu_limit', 'memory_limit'],
    limits: BURN,
    source: `${H}int main(){ for(;;) fork(); }`,
  },
  {
    name: 'fork_count',
    why: 'forks until refused: no more than the process limit',
    expect: ['exited'],
    check: atMost('processes', 'processes'),
    source: `${H}int main(){ int n=0; for(;;){ pid_t p=fork(); if(p<0) break; if(p==0){ pause(); _exit(0);} n++; } printf("count=%d\\n", n); return 0; }`,
  },
  {
    name: 'thread_bomb',
    why: 'creates threads until refused: no more than the process limit',
    expect: ['exited'],
    check: atMost('threads', 'processes'),
    libs: ['-lpthread'],
    source: `${H}static void *w(void *a){ (void)a; pause(); return 0; }
int main(){ int n=0; pthread_t t; pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 65536);
  while(pthread_create(&t,&at,w,0)==0) n++; printf("count=%d\\n", n); fflush(stdout); _exit(0); }`,
  },
  {
    name: 'memory_bomb',
    why: 'touches memory without end: the cgroup OOM-kills it',
    expect: ['memory_limit'],
    source: `${H}int main(){ for(;;){ char *p=malloc(1<<20); if(!p) return 9; memset(p,1,1<<20);} }`,
  },
  {
    name: 'stack_recursion',
    why: 'recursion past RLIMIT_STACK: SIGSEGV',
    expect: ['signaled'],
    limits: { stackBytes: 8 << 20 },
    source: `${H}static int f(int d){ volatile char pad[4096]; pad[0]=(char)d; return f(d+1)+pad[0]; } int main(){ return f(0); }`,
  },
  {
    name: 'infinite_stdout',
    why: 'writes without end: RLIMIT_FSIZE on the stdout file',
    expect: ['output_limit'],
    source: `${H}int main(){ static char b[65536]; memset(b,'x',sizeof b); for(;;) fwrite(b,1,sizeof b,stdout); }`,
  },
  {
    name: 'stderr_flood',
    why: '1 GB to stderr: the stderr file is size-limited too',
    expect: ['output_limit'],
    source: `${H}int main(){ static char b[1<<20]; memset(b,'e',sizeof b); for(int i=0;i<1024;i++) fwrite(b,1,sizeof b,stderr); return 0; }`,
  },
  {
    name: 'read_shadow',
    why: 'reads /etc/shadow: absent in the sandbox, unreadable even when the host /etc is bound (uid dropped)',
    expect: ['exited'],
    mount: 'etc',
    source: `${H}int main(){ int e = leak("/etc/shadow") | leak("/hostetc/shadow") | leak("/hostetc/gshadow"); return e; }`,
  },
  {
    name: 'read_database',
    why: "reads the judge's root-owned 0600 database file, bound into the sandbox",
    expect: ['exited'],
    mount: 'data',
    source: `${H}int main(int c, char **v){ (void)c; int e = leak("/data/verdict.db") | leak(v[1]); return e; }`,
  },
  {
    name: 'write_outside',
    why: 'creates files outside /w and /tmp: the root is read-only',
    expect: ['exited'],
    source: `${H}int main(){ const char *p[]={"/pwned","/usr/pwned","/etc/pwned","/proc/pwned","/dev/pwned"}; int e=0;
  for(int i=0;i<5;i++){ int fd=open(p[i],O_WRONLY|O_CREAT,0644); if(fd>=0){ printf("ESCAPED wrote %s\\n",p[i]); e=1; close(fd);} } return e; }`,
  },
  {
    name: 'network_connect',
    why: 'connects to a listener of the host on 127.0.0.1: no network namespace access',
    expect: ['exited'],
    source: `${H}int main(int c, char **v){ (void)c; int s=socket(AF_INET,SOCK_STREAM,0); if(s<0) return 0; struct sockaddr_in a={0};
  a.sin_family=AF_INET; a.sin_port=htons(atoi(v[3])); a.sin_addr.s_addr=inet_addr("127.0.0.1");
  if(connect(s,(struct sockaddr*)&a,sizeof a)==0){ printf("ESCAPED connected\\n"); return 1; } return 0; }`,
  },
  {
    name: 'kill_all',
    why: 'kill(-1, SIGKILL): only reaches its own pid namespace; processes of the same uid outside survive',
    expect: ['exited'],
    canary: true,
    source: `${H}int main(){ kill(-1, SIGKILL); printf("alive\\n"); return 0; }`,
  },
  {
    name: 'ptrace',
    why: 'ptrace is denied by seccomp',
    expect: ['exited'],
    source: `${H}int main(){ if(ptrace(PTRACE_TRACEME,0,0,0)==0){ printf("ESCAPED ptrace\\n"); return 1;} if(ptrace(PTRACE_ATTACH,1,0,0)==0){ printf("ESCAPED attach\\n"); return 1;} return 0; }`,
  },
  {
    name: 'setuid_root',
    why: 'setuid(0) / setgid(0): no privileges in the sandbox',
    expect: ['exited'],
    source: `${H}int main(){ int e=0; if(setuid(0)==0){ printf("ESCAPED setuid\\n"); e=1;} if(setgid(0)==0){ printf("ESCAPED setgid\\n"); e=1;} if(geteuid()==0){ printf("ESCAPED euid 0\\n"); e=1;} return e; }`,
  },
  {
    name: 'spawn_shell',
    why: 'runs /bin/sh: allowed, but the shell is in the same sandbox',
    expect: ['exited'],
    source: `${H}int main(){ return system("cat /etc/shadow /hostetc/shadow 2>/dev/null && echo ESCAPED; ls /root 2>/dev/null && echo ESCAPED; exit 0"); }`,
  },
  {
    name: 'sleep_forever',
    why: 'sleeps: the wall clock limit kills it',
    expect: ['wall_limit'],
    source: `${H}int main(){ for(;;) pause(); }`,
  },
  {
    name: 'cpu_burn',
    why: 'spins: the CPU limit kills it',
    expect: ['cpu_limit'],
    limits: BURN,
    source: `${H}int main(){ volatile unsigned long x=0; for(;;) x++; }`,
  },
  {
    name: 'cpu_burn_threads',
    why: 'spins in 8 threads: CPU time of all threads counts',
    expect: ['cpu_limit'],
    libs: ['-lpthread'],
    limits: BURN,
    source: `${H}static void *w(void *a){ (void)a; volatile unsigned long x=0; for(;;) x++; return 0; }
int main(){ pthread_t t; for(int i=0;i<8;i++) pthread_create(&t,0,w,0); w(0); }`,
  },
  {
    name: 'symlink_escape',
    why: "symlinks in /w to /etc/shadow and to another run's work dir resolve inside the sandbox only",
    expect: ['exited'],
    peer: true,
    source: `${H}int main(int c, char **v){ (void)c; char p[512]; int e=0; symlink("/etc/shadow","/w/shadow_link"); snprintf(p,sizeof p,"%s/secret.txt",v[2]);
  symlink(p,"/w/peer_link"); symlink("/proc/1/root/etc/shadow","/w/root_link"); e|=leak("/w/shadow_link")|leak("/w/peer_link")|leak("/w/root_link"); return e; }`,
  },
  {
    name: 'read_peer_run',
    why: "reads a concurrent run's files by host path and through /proc/*/root",
    expect: ['exited'],
    peer: true,
    source: `${H}int main(int c, char **v){ (void)c; char p[512]; int e=0; snprintf(p,sizeof p,"%s/secret.txt",v[2]); e|=leak(p);
  DIR *d=opendir("/proc"); struct dirent *de; while(d && (de=readdir(d))){ snprintf(p,sizeof p,"/proc/%s/root%s/secret.txt",de->d_name,v[2]); e|=leak(p);
  snprintf(p,sizeof p,"/proc/%s/root/w/secret.txt",de->d_name); e|=leak(p);} return e; }`,
  },
  {
    name: 'mount',
    why: 'mount and umount are denied',
    expect: ['exited'],
    source: `${H}int main(){ int e=0; if(mount("none","/tmp","tmpfs",0,"")==0){ printf("ESCAPED mount\\n"); e=1;} if(umount2("/w",MNT_DETACH)==0){ printf("ESCAPED umount\\n"); e=1;} return e; }`,
  },
  {
    name: 'unshare',
    why: 'new namespaces (user, mount, net) are denied',
    expect: ['exited'],
    source: `${H}int main(){ int e=0; if(unshare(CLONE_NEWUSER)==0){ printf("ESCAPED userns\\n"); e=1;} if(unshare(CLONE_NEWNS)==0){ printf("ESCAPED mntns\\n"); e=1;}
  if(unshare(CLONE_NEWNET)==0){ printf("ESCAPED netns\\n"); e=1;} return e; }`,
  },
  {
    name: 'see_host_processes',
    why: "lists /proc: only the sandbox's own processes are visible",
    expect: ['exited'],
    source: `${H}int main(){ int n=0; DIR *d=opendir("/proc"); struct dirent *de; while(d && (de=readdir(d))) if(de->d_name[0]>='0'&&de->d_name[0]<='9') n++;
  if(n>4){ printf("ESCAPED sees %d processes\\n", n); return 1;} return 0; }`,
  },
  {
    name: 'inherited_fds',
    why: 'looks for file descriptors of the judge beyond stdin/stdout/stderr',
    expect: ['exited'],
    source: `${H}int main(){ int e=0; for(int fd=3; fd<1024; fd++) if(fcntl(fd,F_GETFD)!=-1){ char l[64]="", p[256]; snprintf(l,sizeof l,"/proc/self/fd/%d",fd);
  ssize_t n=readlink(l,p,sizeof p-1); p[n>0?n:0]=0; printf("ESCAPED fd %d -> %s\\n",fd,p); e=1;} return e; }`,
  },
  {
    name: 'kernel_interfaces',
    why: 'bpf, keyctl, perf_event_open and io_uring are denied by seccomp',
    expect: ['exited'],
    source: `${H}int main(){ int e=0; long r;
  r=syscall(SYS_bpf,0,0,0); if(r>=0||errno!=EPERM){ printf("ESCAPED bpf %ld %d\\n",r,errno); e=1;}
  r=syscall(SYS_keyctl,0,0,0,0,0); if(r>=0||errno!=EPERM){ printf("ESCAPED keyctl %ld %d\\n",r,errno); e=1;}
  r=syscall(SYS_perf_event_open,0,0,-1,-1,0); if(r>=0||errno!=EPERM){ printf("ESCAPED perf %ld %d\\n",r,errno); e=1;}
  r=syscall(SYS_io_uring_setup,1,0); if(r>=0||errno!=EPERM){ printf("ESCAPED io_uring %ld %d\\n",r,errno); e=1;}
  r=syscall(SYS_clone3,0,0); if(r>=0||errno!=ENOSYS){ printf("ESCAPED clone3 %ld %d\\n",r,errno); e=1;} return e; }`,
  },
  {
    name: 'disk_many_files',
    why: 'writes 1 MiB files until refused: the work dir holds the output limit plus a margin, all files together',
    expect: ['output_limit'],
    check: atMostDisk,
    source: `${H}int main(){ static char b[1<<20]; memset(b,'d',sizeof b); int n=0; char p[64];
  for(;;n++){ snprintf(p,sizeof p,"f%d",n); int fd=open(p,O_WRONLY|O_CREAT|O_TRUNC,0644); if(fd<0) break; ssize_t w=write(fd,b,sizeof b); close(fd); if(w!=(ssize_t)sizeof b) break; }
  printf("mib=%d\\n", n); return 0; }`,
  },
  {
    name: 'disk_growing_file',
    why: 'one file grown without end: stopped at the output limit (SIGXFSZ)',
    expect: ['output_limit'],
    source: `${H}int main(){ static char b[65536]; memset(b,'g',sizeof b); int fd=open("big",O_WRONLY|O_CREAT|O_TRUNC,0644); for(;;) if(write(fd,b,sizeof b)<0) return 3; }`,
  },
  {
    name: 'disk_sparse_files',
    why: 'sparse files whose size is far above what they take: never copied out of the sandbox past the quota',
    expect: ['output_limit'],
    source: `${H}int main(){ char p[64]; for(int n=0;;n++){ snprintf(p,sizeof p,"s%d",n); int fd=open(p,O_WRONLY|O_CREAT|O_TRUNC,0644); if(fd<0) break;
  if(ftruncate(fd, 3<<20)!=0){ close(fd); break; } close(fd); } return 0; }`,
  },
  {
    name: 'disk_many_dirs',
    why: 'creates directories until refused: the work dir has a bounded number of inodes',
    expect: ['output_limit'],
    source: `${H}int main(){ char p[64]; int n=0; for(;;n++){ snprintf(p,sizeof p,"d%d",n); if(mkdir(p,0755)!=0) break; } printf("dirs=%d\\n", n); return 0; }`,
  },
];

/** Limits the hostile programs run under, unless a case says otherwise. */
export const HOSTILE_LIMITS: RunLimits = {
  cpuMs: 1000,
  wallMs: 2500,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 8 * 1024 * 1024,
  processes: 32,
  outputBytes: 4 * 1024 * 1024,
  openFiles: 64,
};
