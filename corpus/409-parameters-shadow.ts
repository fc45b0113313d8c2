// Parameters are local: reassigning them does not affect the caller.
function clampAndDouble(value: number, low: number, high: number): number {
  if (value < low) value = low;
  if (value > high) value = high;
  value *= 2;
  return value;
}
let original = 50;
console.log(clampAndDouble(original, 0, 10), original);
function shout(text: string): string {
  text += "!";
  return text;
}
const word = "hey";
console.log(shout(word), word);
function countBits(n: number): number {
  let bits = 0;
  while (n !== 0) {
    bits += n & 1;
    n >>>= 1;
  }
  return bits;
}
console.log(countBits(0), countBits(255), countBits(-1), countBits(0x80000000));
