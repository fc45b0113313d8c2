// A plain object gains an optional property of its type when one is
// assigned: objects from literals with a contextual type, from JSON.parse
// and from spreads have room for the ones they lack, and the key goes where
// JavaScript puts it.
interface Options { verbose?: boolean; level?: number; name?: string; tags?: string[]; child?: Options }
const o: Options = {};
o.level = 3;
o.name = "n";
o.tags = ["a"];
o.tags.push("b");
o.child = { level: 1 };
o.child.name = "c";
console.log(o, Object.keys(o), JSON.stringify(o));
o.name = "m";
console.log(o.name, o.level);
function make(): Options { return { name: "made" }; }
const m = make();
m.level = 7;
console.log(m);
const list: Options[] = [];
list.push({ level: 1 });
list[0].name = "first";
console.log(list);
class Holder { opts: Options = { level: 0 }; }
const h = new Holder();
h.opts.tags = ["x"];
console.log(h.opts);
const parsed = JSON.parse('{"level": 5}') as Options;
parsed.name = "parsed";
parsed.tags = [];
console.log(parsed);
const copy: Options = { ...parsed };
copy.child = { name: "kid" };
console.log(copy, parsed);
interface Num { a: number; 5?: string; 1?: string; z?: number }
const n: Num = { a: 1 };
n.z = 2;
console.log(n, Object.keys(n));
for (let i = 0; i < 3; i++) {
  const fresh: Options = { level: i };
  if (i % 2 === 0) fresh.name = "even" + i;
  fresh.tags = [String(i)];
  console.log(fresh);
}
