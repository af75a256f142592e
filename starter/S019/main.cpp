#include <iostream>
#include <sstream>
#include <string>
int main() {
  std::string line, w;
  std::getline(std::cin, line);
  std::istringstream in(line);
  int count = 0;
  while (in >> w) count++;
  std::cout << count << "\n";
}
