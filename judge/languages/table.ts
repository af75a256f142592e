/**
 * The language table. Commands name their tools as `{tool}` and are resolved to absolute paths
 * at detection; `{memoryMb}` and `{stackMb}` in run commands are the limits of the run (already
 * multiplied by the language's factor), `{sourceFile}` in a compile command the name the source
 * was written as. Everything runs with /w (the work dir) as cwd.
 */
import { TEMPLATES } from './templates.ts';

export interface CompileLimits {
  cpuMs: number;
  wallMs: number;
  memoryMb: number;
}

export interface LanguageDef {
  id: string;
  name: string;
  /** C and C++ are judged with the problem's limits; everything else gets `factor` times them. */
  family:
    | 'c'
    | 'cpp'
    | 'java'
    | 'python'
    | 'go'
    | 'javascript'
    | 'rust'
    | 'pascal'
    | 'csharp'
    | 'php'
    | 'ruby'
    | 'kotlin';
  /** The name the source is written as (Java: unless it declares a public class of another name). */
  sourceFile: string;
  /** Tool name → candidate absolute paths (the first that exists is used). */
  tools: Record<string, string[]>;
  /** Command whose first output line describes the installed version. */
  version: string[];
  compile?: { argv: string[]; limits: CompileLimits; env?: Record<string, string> };
  run: { argv: string[]; env?: Record<string, string> };
  factor: 1 | 2;
  /** C++ standard whose precompiled bits/stdc++.h the compile uses (mounted at /pch). */
  pchStd?: string;
  template: string;
  /** CodeMirror mode (MIME) name. */
  editorMode: string;
}

/** Flags shared by the C++ compile and the precompiled header (they must match exactly). */
export const CPP_FLAGS = ['-DONLINE_JUDGE', '-O2', '-w'];
export const PCH_MOUNT = '/pch';

const C_LIMITS: CompileLimits = { cpuMs: 5_000, wallMs: 10_000, memoryMb: 256 };
const CPP_LIMITS: CompileLimits = { cpuMs: 10_000, wallMs: 20_000, memoryMb: 512 };
const SCRIPT_LIMITS: CompileLimits = { cpuMs: 5_000, wallMs: 10_000, memoryMb: 512 };
const HEAVY_LIMITS: CompileLimits = { cpuMs: 20_000, wallMs: 40_000, memoryMb: 1024 };
/** Special judges and interactors: a checker that inlines testlib (≈140 KB) needs far more than a program. */
export const CHECKER_COMPILE_LIMITS: CompileLimits = { cpuMs: 60_000, wallMs: 120_000, memoryMb: 1024 };
const HOME = { HOME: '/w' };

function cpp(std: string): LanguageDef {
  const n = std.slice(3);
  return {
    id: `C++${n}`,
    name: `C++ ${n}`,
    family: 'cpp',
    sourceFile: 'main.cpp',
    tools: { gpp: ['/usr/bin/g++'] },
    version: ['{gpp}', '--version'],
    compile: {
      argv: ['{gpp}', ...CPP_FLAGS, '-fmax-errors=3', `-std=${std}`, `-I${PCH_MOUNT}`, 'main.cpp', '-lm', '-o', 'main'],
      limits: CPP_LIMITS,
    },
    run: { argv: ['/w/main'] },
    factor: 1,
    pchStd: std,
    template: TEMPLATES.cpp,
    editorMode: 'text/x-c++src',
  };
}

export const LANGUAGES: LanguageDef[] = [
  {
    id: 'C',
    name: 'C (C11)',
    family: 'c',
    sourceFile: 'main.c',
    tools: { gcc: ['/usr/bin/gcc'] },
    version: ['{gcc}', '--version'],
    compile: {
      argv: ['{gcc}', '-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', '-std=c11', 'main.c', '-lm', '-o', 'main'],
      limits: C_LIMITS,
    },
    run: { argv: ['/w/main'] },
    factor: 1,
    template: TEMPLATES.c,
    editorMode: 'text/x-csrc',
  },
  cpp('c++11'),
  cpp('c++14'),
  cpp('c++17'),
  cpp('c++20'),
  {
    id: 'Java',
    name: 'Java 17',
    family: 'java',
    sourceFile: 'Main.java',
    tools: {
      javac: ['/usr/lib/jvm/java-17-openjdk-amd64/bin/javac', '/usr/bin/javac'],
      java: ['/usr/lib/jvm/java-17-openjdk-amd64/bin/java', '/usr/bin/java'],
    },
    version: ['{javac}', '-version'],
    // The source is written as its public class's file; the run starts the class with main, by its
    // full name, from the argument file the compile writes (program-files.ts).
    compile: {
      argv: [
        '{javac}',
        '-J-Xmx512m',
        '-J-XX:-UsePerfData',
        '-J-XX:+UseSerialGC',
        '-encoding',
        'utf-8',
        '-d',
        '.',
        '{sourceFile}',
      ],
      limits: HEAVY_LIMITS,
    },
    run: {
      argv: [
        '{java}',
        '-Dfile.encoding=UTF-8',
        '-XX:+UseSerialGC',
        '-XX:-UsePerfData',
        '-Xmx{memoryMb}m',
        '-Xss{stackMb}m',
        '-cp',
        '/w',
        '@/w/main.args',
      ],
    },
    factor: 2,
    template: TEMPLATES.java,
    editorMode: 'text/x-java',
  },
  {
    id: 'Python3',
    name: 'Python 3',
    family: 'python',
    sourceFile: 'main.py',
    tools: { python: ['/usr/bin/python3'] },
    version: ['{python}', '--version'],
    compile: { argv: ['{python}', '-m', 'py_compile', 'main.py'], limits: SCRIPT_LIMITS },
    run: { argv: ['{python}', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8' } },
    factor: 2,
    template: TEMPLATES.python3,
    editorMode: 'text/x-python',
  },
  {
    id: 'PyPy3',
    name: 'PyPy 3',
    family: 'python',
    sourceFile: 'main.py',
    tools: { pypy: ['/usr/bin/pypy3'] },
    version: ['{pypy}', '--version'],
    compile: { argv: ['{pypy}', '-m', 'py_compile', 'main.py'], limits: SCRIPT_LIMITS },
    run: { argv: ['{pypy}', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8' } },
    factor: 2,
    template: TEMPLATES.python3,
    editorMode: 'text/x-python',
  },
  {
    id: 'Python2',
    name: 'Python 2',
    family: 'python',
    sourceFile: 'main.py',
    tools: { python: ['/usr/bin/python2', '/usr/bin/python2.7'] },
    version: ['{python}', '--version'],
    compile: { argv: ['{python}', '-m', 'py_compile', 'main.py'], limits: SCRIPT_LIMITS },
    run: { argv: ['{python}', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8' } },
    factor: 2,
    template: TEMPLATES.python2,
    editorMode: 'text/x-python',
  },
  {
    id: 'Go',
    name: 'Go',
    family: 'go',
    sourceFile: 'main.go',
    tools: { go: ['/usr/bin/go', '/usr/local/go/bin/go'] },
    version: ['{go}', 'version'],
    compile: {
      argv: ['{go}', 'build', '-o', 'main', 'main.go'],
      limits: HEAVY_LIMITS,
      env: {
        ...HOME,
        GOCACHE: '/w/.cache/go-build',
        GOPATH: '/w/.go',
        CGO_ENABLED: '0',
        GO111MODULE: 'off',
        GOTOOLCHAIN: 'local',
      },
    },
    run: { argv: ['/w/main'] },
    factor: 2,
    template: TEMPLATES.go,
    editorMode: 'text/x-go',
  },
  {
    id: 'JavaScript',
    name: 'JavaScript (Node.js)',
    family: 'javascript',
    sourceFile: 'main.js',
    tools: { node: ['/usr/bin/node', '/usr/bin/nodejs'] },
    version: ['{node}', '--version'],
    compile: { argv: ['{node}', '--check', 'main.js'], limits: SCRIPT_LIMITS, env: HOME },
    run: { argv: ['{node}', '--max-old-space-size={memoryMb}', '/w/main.js'], env: HOME },
    factor: 2,
    template: TEMPLATES.javascript,
    editorMode: 'text/javascript',
  },
  {
    id: 'Rust',
    name: 'Rust',
    family: 'rust',
    sourceFile: 'main.rs',
    tools: { rustc: ['/usr/bin/rustc'] },
    version: ['{rustc}', '--version'],
    compile: { argv: ['{rustc}', '-O', '-o', 'main', 'main.rs'], limits: HEAVY_LIMITS, env: HOME },
    run: { argv: ['/w/main'] },
    factor: 2,
    template: TEMPLATES.rust,
    editorMode: 'text/x-rustsrc',
  },
  {
    id: 'Pascal',
    name: 'Pascal (Free Pascal)',
    family: 'pascal',
    sourceFile: 'main.pas',
    tools: { fpc: ['/usr/bin/fpc'] },
    version: ['{fpc}', '-iV'],
    compile: { argv: ['{fpc}', '-O2', '-dONLINE_JUDGE', '-omain', 'main.pas'], limits: C_LIMITS },
    run: { argv: ['/w/main'] },
    factor: 2,
    template: TEMPLATES.pascal,
    editorMode: 'text/x-pascal',
  },
  {
    id: 'C#',
    name: 'C# (Mono)',
    family: 'csharp',
    sourceFile: 'main.cs',
    tools: { mcs: ['/usr/bin/mcs'], mono: ['/usr/bin/mono'] },
    version: ['{mcs}', '--version'],
    compile: { argv: ['{mcs}', '-optimize+', '-out:main.exe', 'main.cs'], limits: HEAVY_LIMITS, env: HOME },
    run: { argv: ['{mono}', '/w/main.exe'], env: HOME },
    factor: 2,
    template: TEMPLATES.csharp,
    editorMode: 'text/x-csharp',
  },
  {
    id: 'PHP',
    name: 'PHP',
    family: 'php',
    sourceFile: 'main.php',
    tools: { php: ['/usr/bin/php'] },
    version: ['{php}', '--version'],
    compile: { argv: ['{php}', '-l', 'main.php'], limits: SCRIPT_LIMITS },
    run: { argv: ['{php}', '/w/main.php'] },
    factor: 2,
    template: TEMPLATES.php,
    editorMode: 'text/x-php',
  },
  {
    id: 'Ruby',
    name: 'Ruby',
    family: 'ruby',
    sourceFile: 'main.rb',
    tools: { ruby: ['/usr/bin/ruby'] },
    version: ['{ruby}', '--version'],
    compile: { argv: ['{ruby}', '-c', 'main.rb'], limits: SCRIPT_LIMITS, env: HOME },
    run: { argv: ['{ruby}', '/w/main.rb'], env: HOME },
    factor: 2,
    template: TEMPLATES.ruby,
    editorMode: 'text/x-ruby',
  },
  {
    id: 'Kotlin',
    name: 'Kotlin (JVM)',
    family: 'kotlin',
    sourceFile: 'main.kt',
    tools: { kotlinc: ['/usr/bin/kotlinc'], java: ['/usr/lib/jvm/java-17-openjdk-amd64/bin/java', '/usr/bin/java'] },
    version: ['{kotlinc}', '-version'],
    compile: {
      argv: ['{kotlinc}', 'main.kt', '-include-runtime', '-d', 'main.jar'],
      limits: { cpuMs: 40_000, wallMs: 80_000, memoryMb: 1536 },
      env: HOME,
    },
    run: {
      argv: [
        '{java}',
        '-Dfile.encoding=UTF-8',
        '-XX:+UseSerialGC',
        '-XX:-UsePerfData',
        '-Xmx{memoryMb}m',
        '-Xss{stackMb}m',
        '-jar',
        '/w/main.jar',
      ],
    },
    factor: 2,
    template: TEMPLATES.kotlin,
    editorMode: 'text/x-kotlin',
  },
];

/** Replaces `{name}` placeholders in each argument. */
export function expandArgv(argv: string[], vars: Record<string, string | number>): string[] {
  return argv.map((arg) =>
    arg.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)),
  );
}
