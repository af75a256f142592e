#include <iostream>
int main() {
  long long n;
  std::cin >> n;
  std::cout << n * (n + 1) / 2 << "\n";
}
