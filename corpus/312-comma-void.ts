// The comma operator in for loops and expressions; printing void results.
let pairs = "";
for (let i = 0, j = 10; i < j; i++, j -= 2) {
  pairs += `(${i},${j})`;
}
console.log(pairs);
let a = 0;
let b = (a++, a++, a * 10);
console.log(a, b);
function nothing(): void {}
console.log(nothing());
console.log(`value: ${nothing()}`);
console.log("plus", +true, +false);
