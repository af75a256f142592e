#include <iostream>
int main() {
  int n;
  std::cin >> n;
  long long a = 1, b = 1;
  for (int i = 3; i <= n; i++) {
    long long c = a + b;
    a = b;
    b = c;
  }
  std::cout << b << "\n";
}
