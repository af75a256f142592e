#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
int main() {
  int n;
  std::cin >> n;
  std::vector<std::pair<int, std::string>> a(n);
  for (auto &[score, name] : a) std::cin >> name >> score;
  std::sort(a.begin(), a.end(), [](const auto &x, const auto &y) {
    return x.first != y.first ? x.first > y.first : x.second < y.second;
  });
  for (auto &[score, name] : a) std::cout << name << " " << score << "\n";
}
