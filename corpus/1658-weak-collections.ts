// WeakMap and WeakSet: the methods, printing, instanceof, typeof, JSON, and
// the same through `any` (only their own methods; no size).
interface Node2 {
  id: number;
}
const cache = new WeakMap<Node2, string>();
const seen = new WeakSet<object>();
const a: Node2 = { id: 1 };
const b: Node2 = { id: 2 };
cache.set(a, "first");
console.log(cache.get(a), cache.get(b), cache.has(a), cache.has(b));
console.log(cache.delete(a), cache.delete(a), cache.has(a));
cache.set(b, "second").set(a, "again");
console.log(cache.get(b), cache.get(a));
seen.add(a);
console.log(seen.has(a), seen.has(b), seen.delete(a), seen.has(a));
console.log(cache, seen, [cache], { deep: { deeper: { deepest: cache } } });
console.log(JSON.stringify({ cache, seen }));
console.log(typeof cache, cache instanceof WeakMap, cache instanceof Map, seen instanceof WeakSet, seen instanceof Set);
const plain = new Map<number, number>();
const plainSet = new Set<number>();
console.log(plain instanceof Map, plain instanceof WeakMap, plainSet instanceof Set, plainSet instanceof WeakSet);
const anyWeak: any = cache;
console.log(anyWeak instanceof WeakMap, anyWeak instanceof Map, `${anyWeak}`, String(anyWeak), anyWeak);
// Memoizing by object identity.
const memo = new WeakMap<object, number>();
let computed = 0;
function cost(key: object): number {
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  computed++;
  const value = computed * 10;
  memo.set(key, value);
  return value;
}
const keys = [{}, {}, {}];
let total = 0;
for (let i = 0; i < 9; i++) total += cost(keys[i % 3]);
console.log(total, computed);
// Private state per instance.
const secrets = new WeakMap<Account, number>();
class Account {
  constructor(balance: number) {
    secrets.set(this, balance);
  }
  deposit(amount: number): number {
    const now = (secrets.get(this) ?? 0) + amount;
    secrets.set(this, now);
    return now;
  }
}
const acct = new Account(5);
console.log(acct.deposit(10), acct.deposit(1));
const fromEntries = new WeakMap<object, string>([[a, "A"], [b, "B"]]);
console.log(fromEntries.get(b), fromEntries.has(a));
const w2: any = new WeakMap<object, number>();
const s2: any = new WeakSet<object>();
const k2 = {};
w2.set(k2, 1);
s2.add(k2);
console.log(w2.size, s2.size, typeof w2.get, typeof w2.keys, typeof s2.forEach);
try {
  w2.forEach(() => {});
} catch (e) {
  console.log((e as Error).message);
}
