/** Solutions of one problem (print each distinct number of the input with its count, ascending). */
export const ORIGINAL_CPP = `#include <bits/stdc++.h>
using namespace std;

int readAll(vector<int>& values) {
  int n;
  cin >> n;
  for (int i = 0; i < n; i++) {
    int x;
    cin >> x;
    values.push_back(x);
  }
  return n;
}

void printCounts(const vector<int>& values) {
  int i = 0;
  while (i < (int)values.size()) {
    int j = i;
    while (j < (int)values.size() && values[j] == values[i]) j++;
    cout << values[i] << " " << j - i << "\\n";
    i = j;
  }
}

int main() {
  vector<int> values;
  readAll(values);
  sort(values.begin(), values.end());
  printCounts(values);
  return 0;
}
`;

/** The original with every name changed. */
export const RENAMED_CPP = ORIGINAL_CPP.replaceAll('values', 'arr')
  .replaceAll('readAll', 'input_data')
  .replaceAll('printCounts', 'show')
  .replaceAll('int x', 'int tmp')
  .replaceAll('(x)', '(tmp)')
  .replaceAll('cin >> x', 'cin >> tmp');

/** The original with its two functions swapped and comments added. */
export const REORDERED_CPP = `#include <bits/stdc++.h>
using namespace std;

// prints every value with how often it occurs
void printCounts(const vector<int>& values) {
  int i = 0; /* start */
  while (i < (int)values.size()) {
    int j = i;
    while (j < (int)values.size() && values[j] == values[i]) j++; // skip equal ones
    cout << values[i] << " " << j - i << "\\n";
    i = j;
  }
}

/* reads the input */
int readAll(vector<int>& values) {
  int n;
  cin >> n;
  for (int i = 0; i < n; i++) {
    int x;
    cin >> x;
    values.push_back(x);
  }
  return n;
}

int main() {
  vector<int> values;
  readAll(values);
  sort(values.begin(), values.end());
  printCounts(values);
  return 0;
}
`;

/** Written independently: a map counts. */
export const MAP_CPP = `#include <iostream>
#include <map>
int main() {
  std::map<long long, int> count;
  int total;
  std::cin >> total;
  while (total-- > 0) {
    long long v;
    std::cin >> v;
    ++count[v];
  }
  for (auto it = count.begin(); it != count.end(); ++it)
    std::cout << it->first << ' ' << it->second << std::endl;
}
`;

/** Written independently: numbers are small, so an array of counters over a fixed range. */
export const ARRAY_CPP = `#include <cstdio>
const int OFFSET = 1000000;
static int seen[2 * OFFSET + 1];
int main(void) {
  int n, a;
  if (scanf("%d", &n) != 1) return 1;
  for (int k = 0; k < n; ++k) {
    scanf("%d", &a);
    seen[a + OFFSET] += 1;
  }
  for (int v = 0; v <= 2 * OFFSET; ++v) {
    if (seen[v] > 0) {
      printf("%d %d\\n", v - OFFSET, seen[v]);
    }
  }
  return 0;
}
`;

export const ORIGINAL_PY = `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = sorted(int(t) for t in data[1:1 + n])
    result = []
    i = 0
    while i < len(numbers):
        j = i
        while j < len(numbers) and numbers[j] == numbers[i]:
            j += 1
        result.append(f"{numbers[i]} {j - i}")
        i = j
    print("\\n".join(result))

main()
`;

/** The Python original renamed and re-commented. */
export const DISGUISED_PY = `import sys

# entry point
def solve():
    tokens = sys.stdin.read().split()  # all input
    count = int(tokens[0])
    xs = sorted(int(w) for w in tokens[1:1 + count])
    out = []
    p = 0
    while p < len(xs):
        q = p
        while q < len(xs) and xs[q] == xs[p]:
            q += 1  # same value
        out.append(f"{xs[p]} {q - p}")
        p = q
    print("\\n".join(out))

solve()
`;

/** Written independently in Python with a Counter. */
export const COUNTER_PY = `from collections import Counter
input()
c = Counter(map(int, input().split()))
for key in sorted(c):
    print(key, c[key])
`;
