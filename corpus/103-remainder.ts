// `%` keeps the sign of the dividend and works on fractions.
function show(x: number, y: number): void {
  console.log(`${x} % ${y} =`, x % y);
}
show(7, 3);
show(-7, 3);
show(7, -3);
show(-7, -3);
show(5.5, 2);
show(-5.5, 2);
show(0, 5);
show(-0, 5);
show(5, 0);
show(Infinity, 2);
show(2, Infinity);
show(1e17, 3);
show(0.3, 0.1);
