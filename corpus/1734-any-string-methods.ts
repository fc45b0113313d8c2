// Untyped JSON changed through any, and string methods called through
// any: replace, replaceAll, localeCompare, normalize, and split, search,
// match, replace with a RegExp (a match's index and groups read back).
const raw = '{"name":"svc","port":8080,"tags":["a","b"],"limits":{"cpu":1.5,"mem":"2g"},"features":{"beta":true},"list":[1,"two",null,{"x":3}]}';
const config: any = JSON.parse(raw);
console.log(config.name.toUpperCase(), config.port + 1, config.tags.length, config.limits.cpu * 2);
config.port += 1;
config.limits.mem = config.limits.mem.replace("g", "G");
config.extra = { added: [1, 2] };
delete config.features;
console.log(config, Object.keys(config));
for (const [key, value] of Object.entries(config.limits)) console.log(key, typeof value, value);
const list: any[] = config.list;
console.log(list.map((x) => (x === null ? "null" : typeof x === "object" ? JSON.stringify(x) : String(x))).join("|"));
let total = 0;
for (const item of list) if (typeof item === "number") total += item;
console.log(total, list.filter(Boolean).length, list.some((x) => x?.x === 3));
function get(obj: any, path: string): any {
  return path.split(".").reduce((o, k) => (o == null ? undefined : o[k]), obj);
}
console.log(get(config, "limits.cpu"), get(config, "extra.added.1"), get(config, "missing.deep"));
const merged = { ...config.limits, cpu: 4, ...{ disk: "10g" } };
console.log(merged, JSON.stringify(merged));
const anyFn: any = (a: number, b: number) => a * b;
console.log(anyFn(3, 4), anyFn(2), typeof anyFn);
try { config.nothing.deeper; } catch (e) { console.log((e as Error).message); }
try { config.name(); } catch (e) { console.log((e as Error).message); }
const counts: any = {};
for (const w of "a b a c b a".split(" ")) counts[w] = (counts[w] || 0) + 1;
console.log(counts, Object.values(counts).reduce((s: number, n: any) => s + n, 0));
const arr: any = [3, 1, 2];
arr.sort((p: number, q: number) => p - q);
arr.push("x");
console.log(arr, arr.length, arr.indexOf(2), arr.join("-"));
console.log(config.port == "8081", config.port === "8081", config.tags == "a,b");
const doc: any = JSON.parse('{"text":"alpha, beta;gamma  delta","name":"Ada Lovelace","log":"a=1 b=22 c=333"}');
console.log(doc.text.split(/[,;\s]+/), doc.text.split(/([,;])/, 3), doc.text.split(/x/));
console.log(doc.name.replace(/a/gi, "4"), doc.name.replace(/(\w+) (\w+)/, "$2, $1"), doc.name.replace(/z/, "-"));
console.log(doc.log.match(/\d+/g), doc.log.match(/(\w)=(\d+)/), doc.log.match(/q/), doc.log.match(/q/g));
console.log(doc.log.search(/b=/), doc.log.search(/zz/), doc.name.replaceAll(/a/g, "_"));
try { doc.name.replaceAll(/a/, "_"); } catch (e) { console.log((e as Error).message); }
const pattern = /=(\d+)/g;
pattern.lastIndex = 5;
console.log(doc.log.replace(pattern, ":$1"), pattern.lastIndex, doc.log.match(pattern), pattern.lastIndex);
console.log(doc.text.replace("beta", "B"), doc.text.replaceAll(" ", "_"), doc.name.replace("a", 1), doc.name.localeCompare("Ada"), "e\u0301".normalize() === doc.name.normalize ? 1 : 2);
const found = doc.log.match(/(?<key>\w)=(?<val>\d+)/);
console.log(found.index, found.groups.key, found.groups.val, found[0]);
