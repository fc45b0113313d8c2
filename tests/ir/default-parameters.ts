// A function with a default takes a hidden argument count; the caller
// passes a placeholder for the left-out argument and the count.
function scale(value: number, factor: number = 2): number {
  return value * factor;
}
console.log(scale(3), scale(3, 4));
