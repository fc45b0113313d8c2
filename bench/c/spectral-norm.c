/* Spectral norm, as bench/spectral-norm.ts. */
#include <math.h>
#include <stdio.h>
#define N 1500
static double a(int i, int j) { return 1.0 / (((double)(i + j) * (i + j + 1)) / 2 + i + 1); }
static void av(const double *v, double *out) {
  for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += a(i, j) * v[j]; out[i] = s; }
}
static void atv(const double *v, double *out) {
  for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += a(j, i) * v[j]; out[i] = s; }
}
static void atav(const double *v, double *out, double *tmp) { av(v, tmp); atv(tmp, out); }
int main(void) {
  static double u[N], v[N], tmp[N];
  for (int i = 0; i < N; i++) u[i] = 1;
  for (int i = 0; i < 10; i++) { atav(u, v, tmp); atav(v, u, tmp); }
  double vbv = 0, vv = 0;
  for (int i = 0; i < N; i++) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
  printf("%.9f\n", sqrt(vbv / vv));
  return 0;
}
