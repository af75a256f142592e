#include <iostream>
int main() {
  int s;
  std::cin >> s;
  char g = s >= 90 ? 'A' : s >= 80 ? 'B' : s >= 70 ? 'C' : s >= 60 ? 'D' : 'F';
  std::cout << g << "\n";
}
