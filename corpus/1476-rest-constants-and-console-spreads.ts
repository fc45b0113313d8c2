const sumArrow = (...nums: number[]): number => {
  let total = 0;
  for (let i = 0; i < nums.length; i++) total = total + nums[i];
  return total;
};
const joinAll = (sep: string, ...parts: string[]) => parts.join(sep);
const logAll = function (...items: (string | number)[]): void {
  console.log(items.length, ...items);
};
console.log(sumArrow(1, 2, 3), sumArrow(), joinAll("-", "a", "b"), joinAll("+"));
logAll(1, "two", 3);
const values = [4, 5, 6];
console.log(sumArrow(...values), sumArrow(0, ...values));
const words = ["x", "y"];
console.log(...words);
console.log("%s-%d", ...["a", 5], "tail");
console.log(...[1, [2, 3], { k: "v" }], "end");
const loose: any = new Set(["p", "q"]);
console.log("from any:", ...loose);
console.log(...[]);
