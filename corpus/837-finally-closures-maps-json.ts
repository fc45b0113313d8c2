function attempt(n: number): string {
  const log: string[] = [];
  for (let i = 0; i < n; i++) {
    try {
      if (i === 1) continue;
      if (i === 3) return log.join(",") + ";early";
      log.push("t" + i);
    } finally {
      log.push("f" + i);
    }
  }
  return log.join(",");
}
console.log(attempt(2), attempt(5));
const counters: (() => number)[] = [];
for (let i = 0; i < 3; i++) {
  let local = i * 10;
  counters.push(() => ++local);
}
console.log(counters.map(c => c()), counters.map(c => c()));
const inventory = new Map<string, number>([["apple", 3], ["pear", 0], ["fig", 2]]);
for (const [k, v] of inventory) if (v === 0) inventory.delete(k);
inventory.set("kiwi", 1);
console.log([...inventory.entries()], inventory.size);
class Temp {
  constructor(private celsius: number) {}
  get fahrenheit(): number { return this.celsius * 9 / 5 + 32; }
  toJSON(): { c: number; f: number } { return { c: this.celsius, f: this.fahrenheit }; }
}
console.log(JSON.stringify([new Temp(100), new Temp(-40)]), new Temp(37));
const people = [{ n: "Zoë", a: 30 }, { n: "Ádám", a: 25 }, { n: "bob", a: 30 }];
people.sort((x, y) => y.a - x.a || x.n.localeCompare(y.n));
console.log(people.map(p => p.n).join(" "), (0.1 + 0.2).toFixed(20), (1234.5678).toPrecision(6), (1e21).toString(16).length);
let text = "";
for (const word of ["naïve", "😀", "日本"]) text += word.split("").reverse().join("") + "|";
console.log(text, text.length, [...text].length);
