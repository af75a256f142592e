#include <cstdlib>
#include <iostream>
#include <string>
int main() {
  std::string s;
  std::cin >> s;
  long long x = 0, y = 0, far = 0;
  for (char c : s) {
    if (c == 'U') y++;
    else if (c == 'D') y--;
    else if (c == 'L') x--;
    else if (c == 'R') x++;
    far = std::max(far, std::llabs(x) + std::llabs(y));
  }
  std::cout << x << " " << y << "\n" << far << "\n";
}
