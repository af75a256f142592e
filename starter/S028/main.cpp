#include <iostream>
#include <vector>
int main() {
  int n, m;
  std::cin >> n >> m;
  std::vector<std::vector<int>> a(n, std::vector<int>(m));
  for (auto &row : a)
    for (auto &x : row) std::cin >> x;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) std::cout << a[i][j] << (i + 1 == n ? "\n" : " ");
}
