class P { x: number; constructor(x: number) { this.x = x; } }
function t(v: P | null | undefined): string {
  return `${v == null} ${v != undefined} ${v === null} ${v === undefined}`;
}
console.log(t(null), t(undefined), t(new P(1)));
function t2(v: P | undefined): string {
  return `${v == null} ${v != undefined} ${v === undefined} ${typeof v} ${JSON.stringify({ v })}`;
}
console.log(t2(undefined), t2(new P(2)));
function t3(v: P | null): string {
  return `${v == null} ${v === null} ${typeof v} ${JSON.stringify({ v })}`;
}
console.log(t3(null), t3(new P(3)));
function t4(v: number | string | null | undefined): string {
  return `${v == null} ${v != undefined} ${v === null} ${v === undefined} ${v ?? "dflt"}`;
}
console.log(t4(null), t4(undefined), t4(0), t4(""));
let a: number | string | null = null;
a = a ?? 5; console.log(a);
let b: P | string | undefined;
b = b ?? new P(3); console.log(b);
const u: P | undefined = undefined;
console.log(u, [u], { u });
const n: P | null = null;
console.log(n, [n], { n });
