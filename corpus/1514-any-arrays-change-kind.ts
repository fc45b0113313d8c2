// Arrays reached through `any` hold any value: a parsed array of numbers
// takes a string, an array of objects taken as `any[]` is the same array,
// and every holder sees each change.
const doc: any = JSON.parse('{"xs":[1,2],"rows":[[1,2],[3]],"people":[{"name":"ada","age":36},{"name":"alan","age":41}]}');

doc.xs.push(3);
doc.xs.push("four");
console.log(doc.xs, doc.xs.length);

const alias = doc.xs;
alias[0] = "first";
alias.unshift(null);
console.log(doc.xs);

const people: any[] = doc.people;
people.push({ name: "grace", age: 85 });
console.log(doc.people.length, people[2].name);
doc.people[0].age = 37;
console.log(people[0]);

const ages: number[] = doc.people.map((p: any) => p.age);
console.log(ages);

doc.rows[0].push("z");
doc.rows.push({ k: 1 });
doc.rows[1].splice(0, 1, true, "t");
console.log(JSON.stringify(doc.rows));

const list: any = JSON.parse("[1, 2, 3]");
for (let i = 0; i < list.length; i++) list[i] = list[i] * 10;
list[1] = "twenty";
console.log(list, list.with(0, false), list);

const names: any[] = JSON.parse('["b", "a", "c"]');
names.sort();
names.push(42);
console.log(names, names.indexOf(42), names.includes("c"));

const grid: any = { cells: [0, 0, 0] };
grid.cells[1] = "x";
grid.cells.push(undefined);
console.log(grid);

function total(values: any[]): number {
  let sum = 0;
  for (const v of values) sum += typeof v === "number" ? v : v.length;
  return sum;
}
console.log(total(doc.xs.slice(1)), total(JSON.parse("[1, 2, 3]")));

const typed: number[] = JSON.parse("[5, 6]");
const seen: any = typed;
seen.push(7);
console.log(typed, seen);
