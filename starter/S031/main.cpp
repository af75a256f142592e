#include <iostream>
#include <string>
int main() {
  long long n;
  std::cin >> n;
  std::string bits;
  do {
    bits = char('0' + n % 2) + bits;
    n /= 2;
  } while (n > 0);
  std::cout << bits << "\n";
}
