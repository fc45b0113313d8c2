// Number.prototype.toString with a radix, integers and fractions.
function radixes(n: number): string {
  return `${n.toString(2)} ${n.toString(8)} ${n.toString(16)} ${n.toString(36)}`;
}
console.log(radixes(0));
console.log(radixes(255));
console.log(radixes(-255));
console.log(radixes(0.5));
console.log(radixes(0.1));
console.log(radixes(3.75));
console.log(radixes(-10.625));
console.log(radixes(1e21));
console.log(radixes(2 ** 53));
console.log(radixes(123.456));
console.log((1 / 3).toString(3), (255).toString(10), (255).toString(), (7).toString(7));
function toBinary(n: number, width: number): string {
  return (n >>> 0).toString(2).padStart(width, "0");
}
console.log(toBinary(5, 8), toBinary(-1, 32), toBinary(1 << 10, 16));
