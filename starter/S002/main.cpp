#include <iostream>
int main() {
  long long w, h;
  std::cin >> w >> h;
  std::cout << w * h << " " << 2 * (w + h) << "\n";
}
