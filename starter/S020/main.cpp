#include <iostream>
#include <string>
int main() {
  int k;
  std::string s;
  std::cin >> k;
  std::getline(std::cin, s);
  std::getline(std::cin, s);
  for (char &c : s)
    if (c >= 'a' && c <= 'z') c = 'a' + (c - 'a' + k) % 26;
  std::cout << s << "\n";
}
