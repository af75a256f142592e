/** C programs for the sandbox's behaviour tests (the hostile ones live in judge/sandbox/hostile-cases.ts). */
const H = `#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <pthread.h>
#include <time.h>
`;

export const PROGRAMS = {
  hello: {
    source: `${H}int main(){ char s[64]; if(scanf("%63s",s)!=1) return 2; printf("hello %s\\n",s); fprintf(stderr,"done\\n"); return 0; }`,
  },
  exit42: { source: `${H}int main(){ return 42; }` },
  exit137: { source: `${H}int main(){ return 137; }` },
  segfault: { source: `${H}int main(){ volatile int *p = 0; *p = 1; return 0; }` },
  abort: { source: `${H}int main(){ abort(); }` },
  env: {
    source: `${H}int main(){ const char *v=getenv("FOO"); printf("%s %s\\n", v?v:"-", getenv("HOME")); return 0; }`,
  },
  cpuBurn: { source: `${H}int main(){ volatile unsigned long x=0; for(;;) x++; }` },
  sleepForever: { source: `${H}int main(){ for(;;) pause(); }` },
  memoryBomb: { source: `${H}int main(){ for(;;){ char *p=malloc(1<<20); if(!p) return 9; memset(p,1,1<<20);} }` },
  memory32: {
    source: `${H}int main(int c, char **v){ (void)v; size_t n=32u<<20; char * volatile p=malloc(n); memset(p,c,n); printf("%d\\n", p[n-1]); return 0; }`,
  },
  infiniteStdout: {
    source: `${H}int main(){ static char b[65536]; memset(b,'x',sizeof b); for(;;) fwrite(b,1,sizeof b,stdout); }`,
  },
  stderr100k: { source: `${H}int main(){ for(int i=0;i<100000;i++) fputc('e',stderr); return 0; }` },
  /** Recurses through argv[1] MB of stack. */
  stack: {
    source: `${H}static long f(long kb){ volatile char pad[1024]; pad[0]=(char)kb; return kb<=0 ? pad[0] : f(kb-1)+pad[0]; }
int main(int c, char **v){ (void)c; printf("%ld\\n", f(atol(v[1])*1024)); return 0; }`,
  },
  forkBomb: { source: `${H}int main(){ for(;;) fork(); }` },
  threadBomb: {
    source: `${H}static void *w(void *a){ (void)a; pause(); return 0; }
int main(){ int n=0; pthread_t t; pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 65536);
  while(pthread_create(&t,&at,w,0)==0) n++; printf("%d\\n", n); fflush(stdout); _exit(0); }`,
    libs: ['-lpthread'],
  },
  openFiles: {
    source: `${H}int main(){ int n=0; while(open("/dev/null",O_RDONLY)>=0) n++; printf("%d\\n", n); return 0; }`,
  },
  /** Burns argv[1] ms of CPU in argv[2] threads, each its share, measured by the thread's own clock. */
  burn: {
    source: `${H}static long share;
static double ms(clockid_t c){ struct timespec t; clock_gettime(c,&t); return t.tv_sec*1e3+t.tv_nsec/1e6; }
static void *w(void *a){ (void)a; volatile unsigned long x=0; while(ms(CLOCK_THREAD_CPUTIME_ID)<share) x++; return 0; }
int main(int c, char **v){ (void)c; int n=atoi(v[2]); share=atol(v[1])/n; pthread_t t[16]; for(int i=1;i<n;i++) pthread_create(&t[i],0,w,0); w(0);
  for(int i=1;i<n;i++) pthread_join(t[i],0); printf("%.1f\\n", ms(CLOCK_PROCESS_CPUTIME_ID)); return 0; }`,
    libs: ['-lpthread'],
  },
  /** Interactive pair: the asker sends 1..100 and expects n+1 back; the echoer answers. */
  asker: {
    source: `${H}int main(){ setvbuf(stdout,0,_IONBF,0); for(int i=1;i<=100;i++){ int r; printf("%d\\n",i); if(scanf("%d",&r)!=1||r!=i+1) return 1; } printf("0\\n"); return 0; }`,
  },
  echoer: {
    source: `${H}int main(){ setvbuf(stdout,0,_IONBF,0); int n; while(scanf("%d",&n)==1 && n) printf("%d\\n",n+1); return 0; }`,
  },
};
