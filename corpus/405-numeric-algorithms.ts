// Numeric algorithms written as a TypeScript developer would.
function newtonSqrt(x: number): number {
  let guess = x / 2;
  for (let i = 0; i < 20; i++) {
    guess = (guess + x / guess) / 2;
  }
  return guess;
}
function integrate(from: number, to: number, steps: number): number {
  const width = (to - from) / steps;
  let area = 0;
  for (let i = 0; i < steps; i++) {
    const x = from + (i + 0.5) * width;
    area += Math.sin(x) * width;
  }
  return area;
}
function leibnizPi(terms: number): number {
  let sum = 0;
  for (let k = 0; k < terms; k++) {
    sum += (k % 2 === 0 ? 1 : -1) / (2 * k + 1);
  }
  return 4 * sum;
}
console.log(newtonSqrt(2), Math.sqrt(2), newtonSqrt(1e10));
console.log(integrate(0, Math.PI, 1000));
console.log(leibnizPi(100000));
console.log(Math.round(leibnizPi(1000) * 1e6) / 1e6);
