// Compound assignments and updates of elements that are not numbers:
// `any[]` and union element types, the array and index evaluated once.
const values: any[] = [1, "a", 2.5, null, { valueOf: () => 7 }, true];
let calls = 0;
function at(i: number): number {
  calls++;
  return i;
}
function list(): any[] {
  calls++;
  return values;
}
values[at(0)] += 10;
values[at(1)] += 1;
values[2] *= 2;
values[3] -= 1;
values[4] += 1;
values[5] **= 2;
list()[0] -= 0.5;
console.log(values, calls);

const counts: any[] = [0, 0, "9"];
const before = counts[0]++;
const after = ++counts[1];
const down = counts[2]--;
const downAfter = --counts[2];
console.log(counts, before, after, down, downAfter);

const mixed: (string | number)[] = [1, "x"];
mixed[1] += "y";
mixed[0] += "!";
console.log(mixed);

const table: any[][] = [[1, 2], [3, 4]];
for (const row of table) {
  for (let j = 0; j < row.length; j++) row[j] *= row.length;
}
table[1][0] %= 4;
table[0][1] <<= 2;
table[0][0] |= 8;
console.log(table);

const flags: any[] = [0, "", null, 5];
flags[0] ||= "zero";
flags[1] ??= "empty";
flags[2] ??= "null";
flags[3] &&= 6;
console.log(flags);

const bag: any[] = [];
for (let i = 0; i < 5; i++) bag[i % 2] = (bag[i % 2] ?? 0) + i;
bag[0] += bag[1]++;
console.log(bag);
const result = (values[0] += 5);
console.log(result, typeof result);
