/** A+B solutions: the code template each language starts with in the editor. */
export const TEMPLATES = {
  c: `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`,
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`,
  java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
  python3: `a, b = map(int, input().split())
print(a + b)
`,
  python2: `a, b = map(int, raw_input().split())
print a + b
`,
  go: `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`,
  javascript: `const lines = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
const [a, b] = lines.map(BigInt);
console.log(String(a + b));
`,
  rust: `use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
`,
  pascal: `program main;
var a, b: int64;
begin
  readln(a, b);
  writeln(a + b);
end.
`,
  csharp: `using System;

public class Program {
    public static void Main() {
        string[] s = Console.ReadLine().Split(' ');
        Console.WriteLine(long.Parse(s[0]) + long.Parse(s[1]));
    }
}
`,
  php: `<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b, "\\n";
`,
  ruby: `a, b = gets.split.map(&:to_i)
puts a + b
`,
  kotlin: `fun main() {
    val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }
    println(a + b)
}
`,
} as const;
