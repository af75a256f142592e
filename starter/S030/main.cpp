#include <iostream>
#include <vector>
int main() {
  int n, k;
  std::cin >> n >> k;
  std::vector<int> circle;
  for (int i = 1; i <= n; i++) circle.push_back(i);
  int at = 0;
  while (!circle.empty()) {
    at = (at + k - 1) % circle.size();
    std::cout << circle[at] << (circle.size() == 1 ? "\n" : " ");
    circle.erase(circle.begin() + at);
  }
}
