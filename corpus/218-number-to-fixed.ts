// toFixed rounds the exact binary value, half up.
function row(n: number): string {
  return `${n.toFixed()} ${n.toFixed(1)} ${n.toFixed(2)} ${n.toFixed(5)}`;
}
console.log(row(0));
console.log(row(1));
console.log(row(-1));
console.log(row(1.005));
console.log(row(1.45));
console.log(row(2.5));
console.log(row(-2.5));
console.log(row(1.255));
console.log(row(123.456));
console.log(row(0.000001));
console.log(row(1e20));
console.log(row(1e21));
console.log(row(-0.0001));
console.log((0.1 + 0.2).toFixed(20), (1 / 3).toFixed(30), Math.PI.toFixed(15));
