// Top-level constants holding arrow functions may use each other before
// their declarations run, in any order, as tsc allows.
const merge = (self: number, that: number) => zipWith(self, that);
function helper() {
  const zipWith = 5;
  return zipWith + merge(1, 2);
}
const twice = (s: string) => shout(s) + shout(s);
const zipWith = (a: number, b: number) => a * 10 + b;
const shout = (s: string): string => s.toUpperCase() + "!";
console.log(merge(3, 4), helper(), twice("hi"));
const isEven = (n: number): boolean => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n: number): boolean => (n === 0 ? false : isEven(n - 1));
console.log(isEven(10), isOdd(7), [1, 2, 3].map((n) => isEven(n)));
const render = (items: string[]) => items.map((item) => bullet(item)).join("\n");
const bullet = function (text: string) {
  return "- " + text;
};
console.log(render(["a", "b"]));
