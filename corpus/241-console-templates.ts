// Templates printed directly by console.log, beside other arguments and
// format strings: parts render exactly as the built string would.
const n = -0;
const name = "Ada";
console.log(`zero ${n} minus ${-1.5} big ${1e21} tiny ${1e-7}`);
console.log(`${n}`, n, `${name}!`, name + "?", 1 + 2 + "3");
console.log(`${name} has ${name.length} letters`, `and ${true} ${false}`, "end");
console.log(`%s is ${name}`, "who");
console.log("%s and %d", `${name}-${1}`, 42);
console.log(`100%`, `${50}%`);
console.log(n, `${n}${n}`, "" + n, String(n));
let total = 0;
for (let i = 1; i <= 3; i++) {
  total += i;
  console.log(`step ${i}: total=${total} avg=${(total / i).toFixed(2)} ${i % 2 === 0 ? "even" : "odd"}`);
}
const wide = "😀";
console.log(`${wide}${name}${wide}`, `é${1}é`, `${""}${""}`, `[${""}]`);
