// Accessors with private fields and statics, timers racing promises, labeled
// loops and map entries destructured in for-of.
class Temperature {
  static readonly absoluteZero = -273.15;
  #celsius = 0;
  private static count = 0;
  constructor(c: number) { this.celsius = c; Temperature.count++; }
  get celsius(): number { return this.#celsius; }
  set celsius(v: number) {
    if (v < Temperature.absoluteZero) throw new RangeError(`below absolute zero: ${v}`);
    this.#celsius = v;
  }
  get fahrenheit(): number { return this.#celsius * 9 / 5 + 32; }
  static made(): number { return Temperature.count; }
  toString(): string { return `${this.#celsius.toFixed(1)}°C`; }
}
const temps = [new Temperature(21.5), new Temperature(-5)];
console.log(temps.map(String), temps.map((t) => t.fahrenheit), Temperature.made());
try { temps[0].celsius = -300; } catch (e) { console.log((e as Error).name, (e as Error).message); }
console.log(`${temps[1]}`, temps[1] + "!");

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
async function worker(name: string, jobs: number[], log: string[]): Promise<number> {
  let total = 0;
  for (const job of jobs) {
    await sleep(job);
    total += job;
    log.push(`${name}:${job}`);
  }
  return total;
}
async function main() {
  const log: string[] = [];
  const results = await Promise.all([worker("a", [5, 1], log), worker("b", [2, 2], log)]);
  console.log(results, log.length);
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), 50));
  const winner = await Promise.race([sleep(1).then(() => "fast"), timeout]);
  console.log(winner);
  outer: for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (i * j === 2) { console.log("found", i, j); break outer; }
    }
  }
  const inventory = new Map<string, { qty: number; price: number }>([["apple", { qty: 3, price: 0.5 }], ["pear", { qty: 0, price: 0.75 }]]);
  for (const [name, { qty, price }] of inventory) {
    console.log(name.padEnd(6, "."), qty > 0 ? (qty * price).toFixed(2) : "sold out");
  }
}
main().catch((e) => console.error("failed", e));
