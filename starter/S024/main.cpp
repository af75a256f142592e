#include <iostream>
int main() {
  long long n;
  std::cin >> n;
  const int coins[] = {100, 50, 20, 10, 5, 1};
  long long count = 0;
  for (int c : coins) {
    count += n / c;
    n %= c;
  }
  std::cout << count << "\n";
}
