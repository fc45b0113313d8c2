// An object literal made where an `any` is wanted holds its arrays as
// arrays of any values; read through an interface whose properties are
// arrays of numbers, strings or booleans, they become arrays of that kind
// in place, so both views see one array.
interface Settings {
  name: string;
  tags: string[];
  sizes: number[];
  flags: boolean[];
}

const raw: any = { name: "demo", tags: ["a", "b"], sizes: [3, 1, 2], flags: [true, false, true] };
const settings: Settings = raw;
settings.tags.push("c");
settings.sizes.sort((x, y) => x - y);
console.log(raw.tags, raw.sizes, settings.flags.filter((f) => f).length);
console.log(settings.tags === raw.tags, settings.sizes.join("+"), raw.name.length);

function total(s: Settings): number {
  return s.sizes.reduce((sum, n) => sum + n, 0) + s.tags.length;
}
console.log(total(raw), total({ name: "x", tags: [], sizes: [10], flags: [] }));

const later: any = {};
later.items = ["p", "q"];
later.counts = [1, 2, 3];
interface Later {
  items: string[];
  counts: number[];
}
const view: Later = later;
view.items.push("r");
view.counts[0] = 100;
console.log(later, view.items.map((s) => s.toUpperCase()), view.counts.length);

const parsed: any = JSON.parse('{"name":"json","tags":["j"],"sizes":[5],"flags":[]}');
const fromJson: Settings = parsed;
fromJson.tags.push("k");
console.log(parsed, total(parsed));
