#include <cctype>
#include <iostream>
#include <string>
int main() {
  std::string s;
  std::getline(std::cin, s);
  int count = 0;
  for (char c : s) {
    char l = std::tolower(static_cast<unsigned char>(c));
    if (l == 'a' || l == 'e' || l == 'i' || l == 'o' || l == 'u') count++;
  }
  std::cout << count << "\n";
}
