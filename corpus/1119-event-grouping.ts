// Events with dates grouped by generic helpers, composed functions and a
// memoized recursive function; the latest event stringified with its date.
interface Ev { type: string; at: Date; payload: Record<string, number>; user?: string }
function groupBy<T, K extends string | number>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
function pipe<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
}
const memo = <T,>(fn: (n: number) => T): ((n: number) => T) => {
  const cache = new Map<number, T>();
  return (n) => {
    const hit = cache.get(n);
    if (hit !== undefined) return hit;
    const value = fn(n);
    cache.set(n, value);
    return value;
  };
};
const events: Ev[] = [];
const base = Date.UTC(2024, 4, 1);
for (let i = 0; i < 20; i++) {
  const e: Ev = { type: ["click", "view", "buy"][i % 3], at: new Date(base + i * 3600000 * 7), payload: { amount: (i * 37) % 11, items: i % 4 } };
  if (i % 5 === 0) e.user = `u${i}`;
  events.push(e);
}
const byType = groupBy(events, (e) => e.type);
for (const [type, list] of byType) {
  const total = list.reduce((sum, e) => sum + (e.payload.amount ?? 0), 0);
  const days = new Set(list.map((e) => e.at.toISOString().slice(0, 10)));
  console.log(type, list.length, total, [...days].join(","), list.filter((e) => e.user).map((e) => e.user));
}
const byDay = groupBy(events, (e) => e.at.getUTCDate());
console.log([...byDay.keys()], [...byDay.values()].map((l) => l.length));
const describe = pipe((e: Ev) => e.payload, (p) => Object.entries(p).map(([k, v]) => `${k}=${v}`).join("&"));
console.log(events.slice(0, 3).map(describe));
let calls = 0;
const slowSquare = memo((n) => { calls++; return { n, square: n * n }; });
console.log(slowSquare(4), slowSquare(4), slowSquare(5).square, calls);
const fib: (n: number) => number = memo((n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
console.log(fib(80), fib(30));
const latest = events.reduce((a, b) => (a.at > b.at ? a : b));
console.log(latest.at.toISOString(), latest.type, JSON.stringify(latest));
