/* Recursive Fibonacci, as bench/fib.ts. */
#include <stdio.h>
static double fib(double n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) { printf("%.0f\n", fib(36)); return 0; }
