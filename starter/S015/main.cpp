#include <iostream>
#include <vector>
int main() {
  int n;
  std::cin >> n;
  std::vector<long long> a(n);
  long long sum = 0;
  for (auto &x : a) std::cin >> x, sum += x;
  int count = 0;
  for (auto x : a)
    if (x * n > sum) count++;
  std::cout << count << "\n";
}
