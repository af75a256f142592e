#include <iostream>
#include <string>
int main() {
  std::string s;
  std::cin >> s;
  std::string r(s.rbegin(), s.rend());
  std::cout << (s == r ? "Yes" : "No") << "\n";
}
