// Template literals with expressions of every primitive type.
const name = "scriptc";
const version = 1.5;
const ready = true;
console.log(`${name} v${version} ready=${ready}`);
console.log(`sum: ${1 + 2}, product: ${3 * 4}, ratio: ${1 / 3}`);
console.log(`nested: ${`inner ${name.length}`}`);
console.log(`multi
line`);
console.log(`escapes: \t|\\|\`|\${}|\u00e9|\u{1F600}`);
console.log(`${-0} ${NaN} ${Infinity} ${2 ** 64}`);
function label(count: number): string {
  return `${count} item${count === 1 ? "" : "s"}`;
}
console.log(label(0), label(1), label(2));
