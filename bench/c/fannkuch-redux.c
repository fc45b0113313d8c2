/* Fannkuch-redux, as bench/fannkuch-redux.ts. */
#include <stdio.h>
int main(void) {
  const int n = 10;
  int perm1[16], perm[16], count[16];
  for (int i = 0; i < n; i++) perm1[i] = i;
  int max_flips = 0, checksum = 0, perm_count = 0, r = n;
  for (;;) {
    while (r != 1) { count[r - 1] = r; r--; }
    for (int i = 0; i < n; i++) perm[i] = perm1[i];
    int flips = 0, k = perm[0];
    while (k != 0) {
      for (int i = 0, j = k; i < j; i++, j--) { int t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
      flips++;
      k = perm[0];
    }
    if (flips > max_flips) max_flips = flips;
    checksum += perm_count % 2 == 0 ? flips : -flips;
    for (;;) {
      if (r == n) { printf("%d\nPfannkuchen(%d) = %d\n", checksum, n, max_flips); return 0; }
      int perm0 = perm1[0];
      for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = perm0;
      if (--count[r] > 0) break;
      r++;
    }
    perm_count++;
  }
}
