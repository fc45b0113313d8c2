class Parser {
  static parse(text: string): number { return text.length; }
  static twice(n: number): number { return n * 2; }
}
const P: any = Parser;
const f = P.parse;
console.log(f("abcd"), typeof f, f, f === P.parse, P.parse === P.twice, f.name);
const g: any = {};
g.run = P.twice;
console.log(g.run(21), [1, 2].map(P.twice));
function make(unit: string) {
  return class {
    static fmt(n: number): string { return n + unit; }
    static self(): string { return typeof this; }
  };
}
const M: any = make("px");
const fmt = M.fmt;
console.log(fmt(3), [4, 5].map(M.fmt), M.self());
