#include <iostream>
void hanoi(int n, char from, char via, char to) {
  if (n == 0) return;
  hanoi(n - 1, from, to, via);
  std::cout << n << " " << from << " " << to << "\n";
  hanoi(n - 1, via, from, to);
}
int main() {
  int n;
  std::cin >> n;
  std::cout << (1 << n) - 1 << "\n";
  hanoi(n, 'A', 'B', 'C');
}
