/**
 * Where a Java source's program starts, read as javac reads it: the package line and the public
 * class outside comments and literals, the class that declares main.
 */
import { expect, test } from 'bun:test';
import { javaMain } from '../../judge/languages/java-source.ts';

const main = 'public static void main(String[] args) { }';
const rows: Array<[string, string, { fileName: string; className: string }]> = [
  ['the template', `public class Main { ${main} }`, { fileName: 'Main.java', className: 'Main' }],
  [
    'a package and a public class of another name',
    `package foo;\nimport java.util.*;\npublic class Solution { ${main} }`,
    { fileName: 'Solution.java', className: 'foo.Solution' },
  ],
  [
    'a dotted package with spaces and modifiers in any order',
    `package a . b ;\n@SuppressWarnings("x") final public class X<T> { static public void main(final String... a) {} }`,
    { fileName: 'X.java', className: 'a.b.X' },
  ],
  [
    'decoys in comments, strings, text blocks and characters',
    `/* package fake; public class Decoy { ${main} } */\n// package fake2;\npackage p;\n` +
      'public class Helper { static String s = "package q; public class Q { public static void main(String[] x) {} }"; ' +
      'static String t = """\n  } public class T {\n  """; static char c = \'}\'; }\n' +
      `class Other { void main() {} }\nclass Runner { ${main} }\n`,
    { fileName: 'Helper.java', className: 'p.Runner' },
  ],
  [
    'no public class: the one with main, the source keeps its name',
    `class A { void f() { if (true) { } } }\nclass B { ${main} }`,
    { fileName: 'Main.java', className: 'B' },
  ],
  [
    'a nested class with main does not count, the public class has none',
    `public class Outer { static class In { ${main} } }`,
    { fileName: 'Outer.java', className: 'Outer' },
  ],
  [
    'an interface, an enum and a record may hold main',
    `enum E { A, B; ${main} }\ninterface I {}\nrecord R(int x) {}`,
    { fileName: 'Main.java', className: 'E' },
  ],
  [
    'the public class wins over an earlier class with main',
    `class First { ${main} }\npublic class Second { ${main} }`,
    { fileName: 'Second.java', className: 'Second' },
  ],
  [
    'a unicode class name',
    `package 包;\npublic class 解答 { ${main} }`,
    { fileName: '解答.java', className: '包.解答' },
  ],
  ['an unclosed comment is left to javac', '/* public class Never', { fileName: 'Main.java', className: 'Main' }],
];

for (const [name, source, expected] of rows) {
  test(name, () => expect(javaMain(source)).toEqual(expected));
}
