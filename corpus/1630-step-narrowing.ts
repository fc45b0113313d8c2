// A generator's step narrowed by its `done`: `value` is what the
// generator yields while not done and what it returns once done, in
// `if`, `while`, conditionals and `=== true/false` tests; and after a
// `while` loop without `break`, its condition is known to be false.
function* words(): Generator<string, number, undefined> {
  yield "alpha";
  yield "beta";
  return 2;
}

function* nothingReturned(): Generator<number, void, undefined> {
  yield 10;
  yield 20;
}

const it = words();
let step = it.next();
while (!step.done) {
  const word: string = step.value;
  console.log(word.toUpperCase(), word.length);
  step = it.next();
}
const count: number = step.value;
console.log("returned", count.toFixed(1));

const numbers = nothingReturned();
let total = 0;
for (let r = numbers.next(); r.done !== true; r = numbers.next()) {
  total += r.done === false ? r.value : 0;
}
console.log("total", total);

const first = words().next();
console.log(first.done ? `done with ${first.value.toFixed(0)}` : `got ${first.value.slice(1)}`);
const again = nothingReturned();
again.next();
again.next();
const end = again.next();
if (end.done === true) console.log("end", end.value === undefined);

function drain<T, R>(source: Generator<T, R, undefined>, each: (value: T) => void): R {
  let current = source.next();
  while (!current.done) {
    each(current.value);
    current = source.next();
  }
  return current.value;
}
const seen: string[] = [];
const returned = drain(words(), (word) => seen.push(word.slice(0, 2)));
console.log(seen, returned + 1);

let cursor: string | null = "a";
let rounds = 0;
while (cursor !== null) {
  rounds++;
  cursor = rounds < 3 ? cursor + "b" : null;
}
const finished: null = cursor;
console.log(rounds, finished);
