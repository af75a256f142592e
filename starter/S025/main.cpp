#include <algorithm>
#include <iostream>
#include <vector>
int main() {
  int n;
  std::cin >> n;
  std::vector<std::pair<long long, long long>> talks(n);
  for (auto &[end, start] : talks) std::cin >> start >> end;
  std::sort(talks.begin(), talks.end());
  long long free_from = -1;
  int count = 0;
  for (auto &[end, start] : talks)
    if (start >= free_from) {
      count++;
      free_from = end;
    }
  std::cout << count << "\n";
}
