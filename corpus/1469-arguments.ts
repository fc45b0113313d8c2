function count(): number {
  return arguments.length;
}
console.log(count(), (count as any)(1, 2, 3));
function sum(a: number, b: number): number {
  let total = 0;
  for (let i = 0; i < arguments.length; i++) total += arguments[i];
  return total + a * 0 + b * 0;
}
console.log(sum(1, 2), (sum as any)(1, 2, 3, 4));
const m = {
  go(first: number) {
    return `first=${first} count=${arguments.length}`;
  },
};
console.log(m.go(7), (m as any).go(7, 8, 9));
function dual(body: (a: any, b: any) => string): any {
  return function (a: any, b: any) {
    if (arguments.length >= 2) return body(a, b);
    return (s: any) => body(s, a);
  };
}
const combine = dual((x, y) => `${x}+${y}`);
console.log(combine("x", "y"), combine("y")("x"));
function outer(n: number) {
  const inner = () => arguments.length + n;
  return inner();
}
console.log(outer(5), (outer as any)(5, 6, 7));
function spread(): number[] {
  return [...arguments].map((v: number) => v * 2);
}
console.log((spread as any)(1, 2, 3), spread());
function listed(a: number) {
  return Array.from(arguments).length + a;
}
console.log(listed(1), (listed as any)(1, 2));
class K {
  m(x: number) {
    return arguments.length * 10 + x;
  }
}
const k = new K();
console.log(k.m(1), (k as any).m(1, 2));
function opt(a: number, b?: number, c = 3): string {
  return arguments.length + ":" + [...arguments].join(",") + ":" + c;
}
console.log(opt(1), opt(1, 2), opt(1, undefined, undefined), (opt as any)(1, 2, 3, 4));
class R {
  static s(x?: string) {
    return arguments.length;
  }
}
console.log(R.s(), R.s("a"));
