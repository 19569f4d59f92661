#include <stdio.h>

int main() {
    /* Say hello; newline⁧ /*/ return 0 ;
    printf("Hello world.\n");
    return 0;
}
