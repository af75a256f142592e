#include <iostream>
#include <string>
#include <vector>
int main() {
  int n, m;
  std::cin >> n >> m;
  std::vector<std::string> g(n);
  for (auto &row : g) std::cin >> row;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      if (g[i][j] == '*') {
        std::cout << '*';
        continue;
      }
      int count = 0;
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) {
          int a = i + di, b = j + dj;
          if (a >= 0 && a < n && b >= 0 && b < m && g[a][b] == '*') count++;
        }
      std::cout << count;
    }
    std::cout << "\n";
  }
}
