// Recursive string functions: permutations, binary strings, nested parens.
let permutations = "";
function permute(prefix: string, rest: string): void {
  if (rest.length === 0) {
    permutations += prefix + " ";
    return;
  }
  for (let i = 0; i < rest.length; i++) {
    permute(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  }
}
permute("", "abcd");
console.log(permutations.trim());
function binary(n: number): string {
  return n < 2 ? String(n) : binary(Math.floor(n / 2)) + (n % 2);
}
console.log(binary(0), binary(5), binary(255), binary(1024));
function parens(open: number, close: number, current: string): number {
  if (open === 0 && close === 0) return 1;
  let total = 0;
  if (open > 0) total += parens(open - 1, close + 1, current + "(");
  if (close > 0) total += parens(open, close - 1, current + ")");
  return total;
}
console.log(parens(5, 0, ""), parens(8, 0, ""));
