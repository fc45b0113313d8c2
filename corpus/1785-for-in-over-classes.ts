// `for...in` over a class walks its own static fields and then its
// parents' (static fields are inherited along the prototype chain), each
// key once; `Object.keys` lists only the class's own.

class Base {
  static version = 1;
  static label = "base";
  static describe(): string {
    return "static methods are not enumerable";
  }
}
class Middle extends Base {
  static label = "middle";
  static depth = 2;
}
class Leaf extends Middle {
  static leafOnly = true;
}

function keysOf(target: object): string[] {
  const keys: string[] = [];
  for (const key in target) keys.push(key);
  return keys;
}

for (const key in Leaf) console.log("Leaf:", key);
console.log(keysOf(Base), keysOf(Middle), keysOf(Leaf));
console.log(Object.keys(Leaf), Object.keys(Middle));

(Base as any).added = "later";
Middle.depth = 3;
console.log(keysOf(Leaf));

const anyClass: any = Leaf;
const seen: string[] = [];
for (const key in anyClass) seen.push(key + "=" + String(anyClass[key]));
console.log(seen.join(", "));

const nothing: any = null;
for (const key in nothing) console.log("never", key);
const missing: any = undefined;
for (const key in missing) console.log("never", key);
console.log("done");
