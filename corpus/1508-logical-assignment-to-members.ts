// Logical assignment (`??=`, `||=`, `&&=`) to properties, elements,
// record entries, setters, static fields and `any` objects: the target
// is written only when the operator does not short-circuit, and the
// object and key are evaluated once.
let calls = 0;
function key(): string {
  calls++;
  return "k" + calls;
}
const totals: Record<string, number> = { k1: 0 };
totals[key()] ||= 10;
totals[key()] ??= 20;
console.log(totals, calls);

const byInitial: { [initial: string]: string[] } = {};
for (const word of ["apple", "avocado", "banana", "cherry", "blueberry"]) {
  (byInitial[word[0]] ??= []).push(word);
}
console.log(byInitial);

interface Options {
  tags?: string[];
  label?: string;
  retries?: number;
}
const options: Options = {};
options.tags ??= [];
options.tags.push("fast");
options.label ||= "default";
options.label &&= options.label.toUpperCase();
options.retries ??= 3;
options.retries ??= 9;
console.log(options);

class Counter {
  private current: number | undefined = undefined;
  writes = 0;
  get value(): number | undefined {
    return this.current;
  }
  set value(next: number | undefined) {
    this.writes++;
    this.current = next;
  }
}
const counter = new Counter();
counter.value ??= 3;
counter.value ??= 4;
counter.value &&= 9;
counter.value ||= 11;
console.log(counter.value, counter.writes);

class Cache {
  static entries: Map<string, number> | undefined;
  static hits = 0;
  private items: string[] | null = null;
  list(): string[] {
    return (this.items ??= []);
  }
}
Cache.entries ??= new Map();
Cache.entries.set("a", 1);
Cache.hits ||= 5;
const cache = new Cache();
cache.list().push("x");
cache.list().push("y");
console.log(Cache.entries.size, Cache.hits, cache.list());

const people: { name?: string }[] = [{}, { name: "Ada" }, {}];
let index = 0;
for (const _ of people) {
  people[index++].name ??= "anonymous";
}
console.log(people, index);

const slots: (number[] | undefined)[] = [undefined, [1]];
(slots[0] ??= []).push(5);
(slots[1] ??= []).push(6);
console.log(slots);

const loose: any = {};
loose.list ??= [];
loose.list.push(1);
loose["flag"] ||= "on";
loose.flag &&= "off";
const assigned = (loose.extra = 7);
console.log(loose, assigned, loose.missing ?? (loose.missing = "filled"));

const switches = { on: false, count: 0 };
switches.on ||= true;
switches.on &&= false;
switches.count ||= 2;
console.log(switches);
