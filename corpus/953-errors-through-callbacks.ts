// Errors thrown inside callbacks of array methods, Map.forEach and sort
// propagate out of the method call.
function check(n: number): number {
  if (n > 3) throw new RangeError(`too big: ${n}`);
  return n * 10;
}

const values = [1, 2, 3, 4, 5];
try {
  const mapped = values.map(check);
  console.log(mapped);
} catch (e) {
  console.log("map:", (e as Error).message);
}

try {
  values.forEach((v) => {
    console.log("visit", v);
    if (v === 2) throw new Error("stop at 2");
  });
} catch (e) {
  console.log("forEach:", (e as Error).message);
}

try {
  const total = values.reduce((sum, v) => sum + check(v), 0);
  console.log(total);
} catch (e) {
  console.log("reduce:", (e as Error).message);
}

try {
  console.log(values.filter((v) => check(v) > 10));
} catch (e) {
  console.log("filter:", (e as Error).message);
}

try {
  console.log(values.find((v) => check(v) > 100));
} catch (e) {
  console.log("find:", (e as Error).message);
}

const scores = new Map<string, number>([["x", 1], ["y", 9]]);
try {
  scores.forEach((value, key) => {
    console.log("entry", key);
    check(value);
  });
} catch (e) {
  console.log("Map.forEach:", (e as Error).message);
}

try {
  const sorted = [3, 1, 2].sort((a, b) => {
    if (a === 2 || b === 2) throw new Error("cannot compare 2");
    return a - b;
  });
  console.log(sorted);
} catch (e) {
  console.log("sort:", (e as Error).message);
}

const ok = values.slice(0, 3).map(check);
console.log(ok);
