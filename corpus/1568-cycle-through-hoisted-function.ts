// A cycle made by a function declaration that captures a constant declared
// after it: the object holds the function, the function the constant's
// cell, the cell the object.
function makeRegistry(name: string): number {
  const entry = { name, lookup };
  function lookup(): string {
    return entry.name;
  }
  return entry.lookup().length;
}
let sum = 0;
for (let i = 0; i < 4000; i++) sum += makeRegistry("entry-" + i);
console.log(sum);
