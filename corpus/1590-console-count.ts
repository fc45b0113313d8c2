// console.count and console.countReset: a counter per label ("default"
// when none is given), printed as `label: n`.
console.count();
console.count();
console.count("apples");
console.count(7 as any);
console.countReset("apples");
console.count("apples");
console.count(undefined);
const label: string = "loop";
for (let i = 0; i < 3; i++) console.count(label);
console.countReset();
console.count();
const count = 5;
console.log("a variable named count:", count);
