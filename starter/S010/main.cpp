#include <iostream>
int main() {
  long long n, r = 0;
  std::cin >> n;
  while (n > 0) {
    r = r * 10 + n % 10;
    n /= 10;
  }
  std::cout << r << "\n";
}
