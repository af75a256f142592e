#include <iostream>
#include <string>
#include <vector>
int n, m;
std::vector<std::string> g;
void sink(int i, int j) {
  if (i < 0 || i >= n || j < 0 || j >= m || g[i][j] != '#') return;
  g[i][j] = '.';
  sink(i + 1, j);
  sink(i - 1, j);
  sink(i, j + 1);
  sink(i, j - 1);
}
int main() {
  std::cin >> n >> m;
  g.resize(n);
  for (auto &row : g) std::cin >> row;
  int islands = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (g[i][j] == '#') {
        islands++;
        sink(i, j);
      }
  std::cout << islands << "\n";
}
