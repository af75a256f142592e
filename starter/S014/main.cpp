#include <iostream>
int main() {
  int n;
  std::cin >> n;
  long long mx, mn, x;
  std::cin >> x;
  mx = mn = x;
  for (int i = 1; i < n; i++) {
    std::cin >> x;
    if (x > mx) mx = x;
    if (x < mn) mn = x;
  }
  std::cout << mx << " " << mn << "\n";
}
