#include <iostream>
#include <string>
int main() {
  std::string s;
  std::cin >> s;
  int sum = 0;
  for (char c : s) sum += c - '0';
  std::cout << sum << "\n";
}
