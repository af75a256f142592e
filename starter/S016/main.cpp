#include <iostream>
#include <vector>
int main() {
  int n;
  std::cin >> n;
  std::vector<long long> a(n);
  for (auto &x : a) std::cin >> x;
  for (int i = n - 1; i >= 0; i--) std::cout << a[i] << (i == 0 ? "\n" : " ");
}
