/** Per-language programs for the language table tests: A+B (the template), a wrong one, a broken one. */
import type { LanguageDef } from '../../judge/languages/table.ts';

const WRONG: Record<LanguageDef['family'], string> = {
  c: '#include <stdio.h>\nint main(void) { puts("42"); return 0; }\n',
  cpp: '#include <iostream>\nint main() { std::cout << 42 << std::endl; }\n',
  java: 'public class Main { public static void main(String[] a) { System.out.println(42); } }\n',
  python: 'print(42)\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(42) }\n',
  javascript: 'console.log(42);\n',
  rust: 'fn main() { println!("42"); }\n',
  pascal: 'begin\n  writeln(42);\nend.\n',
  csharp: 'public class P { public static void Main() { System.Console.WriteLine(42); } }\n',
  php: '<?php\necho "42\\n";\n',
  ruby: 'puts 42\n',
  kotlin: 'fun main() { println(42) }\n',
};

export function programsFor(lang: LanguageDef): { ac: string; wa: string; ce: string } {
  return { ac: lang.template, wa: WRONG[lang.family], ce: 'this is not a program ( {\n' };
}
