const GREETING = "greet";
export const SHOUT = "shout";
class Speaker {
  static count: number;
  static label: string;
  static registry: Map<string, number>;
  static {
    Speaker.count = 0;
    Speaker.registry = new Map();
  }
  static #secret = 41;
  static {
    Speaker.#secret++;
    Speaker.label = "speaker#" + Speaker.#secret;
  }
  ["lit"](x: number): number { return x + 1; }
  [`tpl`](): string { return "template"; }
  "quoted-name"(): number { return 3; }
  [GREETING](name: string): string {
    Speaker.count++;
    return "hello " + name;
  }
  [SHOUT](name: string): string { return this[GREETING](name).toUpperCase(); }
}
console.log(Speaker.count, Speaker.label, Speaker.registry.size);
const s = new Speaker();
console.log(s.lit(1), s.tpl(), s["quoted-name"](), s.greet("ann"), s["shout"]("bo"), s[SHOUT]("cy"));
console.log(Speaker.count);
class Late {
  static total: number;
  static add(n: number): number {
    Late.total = (Late.total ?? 0) + n;
    return Late.total;
  }
}
console.log(Late.total, Late.add(2), Late.add(3));
