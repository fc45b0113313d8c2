// Property reads and writes through `any` at the same place in the code
// over dictionaries of different layouts, deleted entries, parsed objects,
// shared boxes, frozen objects and values that are not dictionaries.
function bump(o: any): void {
  o.count = o.count + 1;
}
function total(o: any): number {
  return o.count * 2 + o.extra;
}
function read(o: any): any {
  return o.count;
}

const layouts: any[] = [{ count: 1, extra: 10 }, { extra: 20, count: 2 }, { a: 0, b: 0, count: 3, extra: 30 }];
for (let round = 0; round < 3; round++) {
  for (const o of layouts) {
    bump(o);
    console.log(total(o), read(o));
  }
}

// A box read out of a dictionary keeps its number when the entry changes.
const shared: any = { count: 5, extra: 0 };
const kept = read(shared);
bump(shared);
shared.count = 100;
console.log(kept, shared.count, total(shared));

// Deleted and re-added entries.
const changing: any = { count: 1, extra: 1 };
console.log(total(changing));
delete changing.count;
console.log(total(changing), read(changing));
changing.count = 7;
console.log(total(changing), Object.keys(changing).join(","));

// Parsed objects share their keys.
const parsed: any = JSON.parse('[{"count": 1, "extra": 2}, {"extra": 3, "count": 4}, {"count": "x", "extra": 1}]');
for (const o of parsed) {
  bump(o);
  console.log(total(o), read(o));
}

// Strings, undefined, objects with valueOf, class instances with accessors.
const odd: any[] = [
  { count: "7", extra: 1 },
  { extra: 1 },
  { count: { valueOf: () => 41 }, extra: 0 },
  { count: null, extra: 2 },
  { count: true, extra: 3 },
];
for (const o of odd) {
  bump(o);
  console.log(JSON.stringify(o), total(o));
}

class Counter {
  private value = 10;
  extra = 5;
  get count(): number {
    return this.value;
  }
  set count(v: number) {
    this.value = v * 10;
  }
}
const counter: any = new Counter();
bump(counter);
console.log(total(counter), read(counter));

const list: any = [1, 2, 3];
console.log(list.count, total(list));

// Frozen dictionaries refuse the write (strict mode).
const frozen: any = Object.freeze({ count: 1, extra: 1 });
try {
  bump(frozen);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log(total(frozen));

// Reading through null.
const bads: any[] = [null, undefined];
for (const bad of bads) {
  try {
    bump(bad);
  } catch (e) {
    console.log((e as Error).message);
  }
}

// Sums where the number is on the left, and large counts.
const left: any = { count: 2.5, extra: 0 };
for (let i = 0; i < 100000; i++) left.count = 0.5 + left.count;
left.count = left.count + Number.MAX_SAFE_INTEGER;
console.log(left.count, total(left));
const nan: any = { count: NaN, extra: -0 };
bump(nan);
console.log(nan.count, Object.is(nan.extra, -0), total(nan));
