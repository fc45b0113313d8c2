// bigints held in classes, arrays, unions, maps and sets: compared,
// hashed and printed by value.
class Account {
  balance: bigint = 0n;
  history: bigint[] = [];
  static created = 0n;
  constructor(public owner: string) {
    Account.created++;
  }
  deposit(amount: bigint): this {
    this.balance += amount;
    this.history.push(amount);
    return this;
  }
}
const account = new Account("ada").deposit(100n).deposit(25n);
account.balance++;
++account.balance;
account.history[0] *= 3n;
console.log(account, Account.created, `${account.owner}: ${account.balance}`);

function fib(n: number): bigint {
  let a = 0n;
  let b = 1n;
  for (let i = 0; i < n; i++) {
    const next = a + b;
    a = b;
    b = next;
  }
  return a;
}
console.log(fib(10), fib(93), fib(94), fib(300));

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    exponent >>= 1n;
    base = (base * base) % modulus;
  }
  return result;
}
console.log(modPow(2n, 1000n, 1000000007n), modPow(3n, 10n ** 18n, 998244353n));

const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
console.log(gcd(2n ** 64n, 6n ** 20n));

const maybe: bigint | undefined = fib(3) > 5n ? 1n : undefined;
console.log(maybe, maybe ?? 7n, maybe === undefined);
const mixed: (bigint | number | string)[] = [1n, 2, "3", 4n];
for (const item of mixed) {
  if (typeof item === "bigint") console.log("bigint", item * 2n);
  else console.log(typeof item, item);
}
const unknownValue: unknown = 12n;
if (typeof unknownValue === "bigint") console.log("narrowed", unknownValue + 1n);
console.log(unknownValue === 12n, typeof unknownValue);

const values = [5n, 10n, 15n, 2n ** 70n];
console.log(values.includes(10n), values.indexOf(2n ** 70n), values.map((x) => x * 2n));
console.log(values.reduce((sum, x) => sum + x, 0n), values.filter((x) => x > 6n));
console.log([10n, 9n, 100n].sort(), [10n, 9n, 100n, -1n].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

const seen = new Set<bigint>();
for (const v of [1n, BigInt(1), 2n ** 64n, 2n ** 64n, -1n, 0n, -0n]) seen.add(v);
console.log(seen, seen.has(18446744073709551616n), seen.size);
const names = new Map<bigint, string>([[1n, "one"]]);
names.set(0n + 1n, "uno").set(-(2n ** 80n), "tiny");
console.log(names, names.get(BigInt("1")), names.get(-1208925819614629174706176n));

const record = { id: 123n, nested: { values: [1n, -2n] }, big: 2n ** 100n };
console.log(record, structuredClone(record).nested.values[1] === -2n);
let total = 0n;
for (const key of ["a", "b"]) total += BigInt(key.charCodeAt(0));
switch (total) {
  case 195n:
    console.log("sum", total);
    break;
  default:
    console.log("other");
}
let getCalls = 0;
const holder = { count: 5n, list: [1n, 2n] };
function get() { getCalls++; return holder; }
let i = 0;
get().count++;
get().count += 10n;
get().list[i++] *= 7n;
const old = get().count--;
console.log(holder, getCalls, i, old);
const maps: { [k: string]: number }[] = [{ a: 1 }];
let j = 0;
maps[j++].a ??= 3;
(maps[0] as { a?: number }).a ||= 4;
console.log(maps, j);
