// Arrays are shared by reference: aliases see mutations; copies do not.
const original = [1, 2, 3];
const alias = original;
alias.push(4);
const copy = original.slice();
copy.push(5);
console.log(original.join(), alias.join(), copy.join());
function append(target: number[], value: number): number {
  target.push(value);
  return target.length;
}
console.log(append(original, 10), original.join());
function fresh(): string[] {
  const made = ["new"];
  return made;
}
let held = fresh();
held = fresh();
held.push("again");
console.log(held.join(" "));
let rows: number[][] = [[1], [2]];
const firstRow = rows[0];
rows = [[9]];
firstRow.push(11);
console.log(firstRow.join(), rows[0].join(), rows.length);
const words: string[] = [];
for (let i = 0; i < 3; i++) {
  let w = "w" + i;
  words.push(w);
  w += "-changed";
}
console.log(words.join(" "));
