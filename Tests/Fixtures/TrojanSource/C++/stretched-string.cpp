#include <iostream>
#include <string>

int main() {
    std::string access_level = "user";
    if (access_level.compare("user‮ ⁦// Check if admin⁩ ⁦")) {
        std::cout << "You are an admin.\n";
    }
    return 0;
}
