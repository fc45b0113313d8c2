// Each iteration of a `for (let ...)` loop gets a fresh binding.
const fromFor: (() => number)[] = [];
for (let i = 0; i < 4; i++) {
  fromFor.push(() => i * i);
}
console.log(fromFor.map((f) => f()).join(" "));

const fromForOf: (() => string)[] = [];
for (const word of ["alpha", "beta", "gamma"]) {
  fromForOf.push(() => word.toUpperCase());
}
for (const f of fromForOf) {
  console.log(f());
}

// A binding mutated inside the body is per-iteration too.
const seen: (() => number)[] = [];
for (let i = 0; i < 3; i++) {
  seen.push(() => i);
  i += 0;
}
console.log(seen[0](), seen[1](), seen[2]());

// A variable declared outside the loop is shared by every closure.
let outside = 0;
const readers: (() => number)[] = [];
while (outside < 3) {
  readers.push(() => outside);
  outside++;
}
console.log(readers[0](), readers[1](), readers[2]());

// Closures made in a while loop's block capture that iteration's const.
let n = 0;
const snapshots: (() => string)[] = [];
while (n < 3) {
  const label = "n=" + n;
  snapshots.push(() => label);
  n++;
}
console.log(snapshots.map((s) => s()).join(", "));
