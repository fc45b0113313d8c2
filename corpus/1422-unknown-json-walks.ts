// Values from JSON.parse as unknown or any: narrowed by Array.isArray and
// typeof "object" (read as any), iterated, their keys, values and entries,
// and an unknown cast to an interface whose property is a Record (read
// through a read-only record view of the parsed object).
const data: any = JSON.parse('{"b":2,"a":[1,"x"],"10":true,"2":null}');
console.log(Object.keys(data), Object.values(data), Object.entries(data));
for (const [key, value] of Object.entries(data)) console.log(key, value);
for (const item of data.a) console.log(typeof item, item);
for (const ch of "héllo" as any) console.log(ch);
const list: any = [3, 4];
console.log(Object.keys(list), Object.keys("ab" as any));
class P { x = 1; y = "two"; #secret = 3; }
const p: any = new P();
console.log(Object.keys(p), Object.entries(p));
function items(): any { return 5; }
try { for (const x of data.b) console.log(x); } catch (e) { console.log(String(e)); }
try { for (const x of items()) console.log(x); } catch (e) { console.log(String(e)); }
try { Object.keys(data.missing); } catch (e) { console.log(String(e)); }
function walk(value: unknown, depth: number): void {
  if (Array.isArray(value)) {
    console.log(" ".repeat(depth) + "array", value.length);
    for (const item of value) walk(item, depth + 1);
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) {
      console.log(" ".repeat(depth) + key);
      walk((value as Record<string, unknown>)[key], depth + 1);
    }
  } else {
    console.log(" ".repeat(depth) + String(value));
  }
}
walk(JSON.parse('{"a":[1,{"b":null}],"c":"d"}'), 0);

interface LimitsConfig { name: string; tags: string[]; limits: Record<string, number>; retries?: number }
const parsedConfig: unknown = JSON.parse('{"name":"svc","tags":["a","b"],"limits":{"cpu":2}}');
const c = parsedConfig as LimitsConfig;
console.log(c.tags.join("|"));
console.log(c.retries ?? 3);
console.log(Object.entries(c.limits));
