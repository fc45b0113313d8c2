/* Mandelbrot checksum, as bench/mandelbrot.ts. */
#include <stdio.h>
#include <stdint.h>
int main(void) {
  const int size = 1200, iterations = 50;
  int32_t checksum = 0;
  int bits = 0, bit_count = 0;
  for (int y = 0; y < size; y++) {
    double ci = (2.0 * y) / size - 1;
    for (int x = 0; x < size; x++) {
      double cr = (2.0 * x) / size - 1.5, zr = 0, zi = 0, tr = 0, ti = 0;
      int i = 0;
      while (i < iterations && tr + ti <= 4) {
        zi = 2 * zr * zi + ci;
        zr = tr - ti + cr;
        tr = zr * zr;
        ti = zi * zi;
        i++;
      }
      bits = (bits << 1) | (tr + ti <= 4 ? 1 : 0);
      if (++bit_count == 8) {
        checksum = (int32_t)((uint32_t)checksum * 31u + (uint32_t)bits);
        bits = 0;
        bit_count = 0;
      }
    }
    if (bit_count > 0) {
      bits = bits << (8 - bit_count);
      checksum = (int32_t)((uint32_t)checksum * 31u + (uint32_t)bits);
      bits = 0;
      bit_count = 0;
    }
  }
  printf("%d %d\n", size, checksum);
  return 0;
}
