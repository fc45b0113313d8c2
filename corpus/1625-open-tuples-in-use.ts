type P = [number, number?];
const p: P = [1];
const q: P = [1, 2];
console.log(p, q, p[1], q[1], (p[1] ?? 5) + q[0], p.length);
function point(...coords: [number, number?]): number {
  return coords[0] + (coords[1] ?? 10);
}
console.log(point(1), point(1, 2));
type Flag = [on: boolean, why?: string];
const flags: Flag[] = [[true], [false, "off"]];
for (const [on, why] of flags) console.log(on ? "on" : "off", why ?? "(none)");
class Holder {
  pair: [string, ...number[]] = ["h"];
  add(n: number): void {
    this.pair.push(n);
  }
}
const h = new Holder();
h.add(4);
h.add(5);
console.log(h, h.pair[1], h.pair.length, { nested: h.pair });
function sum(label: string, ...values: number[]): string {
  return label + values.reduce((x, y) => x + y, 0);
}
const args: [string, ...number[]] = ["s", 1, 2];
const copy: [string, ...number[]] = [...args];
copy[0] = "t";
console.log(args, copy, args === copy);
const mixed: [string, number?, boolean?] = ["m", undefined, true];
console.log(mixed, mixed.length, mixed[1], mixed[2]);
