// Discriminant narrowing inside ?:, && and ||, a type predicate passed to filter, switch fall-through, recursive tagged trees and a field holding a union.
type Tok = { kind: "num"; value: number } | { kind: "str"; value: string } | { kind: "bool"; value: boolean } | { kind: "nil" };
const toks: Tok[] = [{ kind: "num", value: 4 }, { kind: "str", value: "ab" }, { kind: "bool", value: true }, { kind: "nil" }];
for (const t of toks) {
  const a = t.kind === "num" ? t.value * 2 : t.kind === "str" ? t.value.length : -1;
  console.log(a);
  if (t.kind === "num" && t.value > 3) console.log("big", t.value);
  if (t.kind === "num" || t.kind === "str") console.log("scalar", t.value);
  if (t.kind !== "nil" && t.kind !== "bool") console.log("nb", typeof t.value);
}
function isNum(t: Tok): t is { kind: "num"; value: number } {
  return t.kind === "num";
}
console.log(toks.filter(isNum).map((t) => t.value + 1));
let total = 0;
for (const t of toks) {
  switch (t.kind) {
    case "num":
    case "bool":
      console.log("nb", t.value);
      break;
    case "str":
      total += t.value.length;
      // falls through
    default:
      console.log("rest", t.kind);
  }
}
console.log(total);
interface Leaf { tag: "leaf"; value: number }
interface Pair { tag: "pair"; left: Tree; right: Tree }
type Tree = Leaf | Pair;
function sum(t: Tree): number {
  return t.tag === "leaf" ? t.value : sum(t.left) + sum(t.right);
}
function depth(t: Tree): number {
  if (t.tag === "leaf") return 1;
  return 1 + Math.max(depth(t.left), depth(t.right));
}
const tree: Tree = { tag: "pair", left: { tag: "leaf", value: 1 }, right: { tag: "pair", left: { tag: "leaf", value: 2 }, right: { tag: "leaf", value: 3 } } };
console.log(sum(tree), depth(tree));
class Machine {
  state: { s: "idle" } | { s: "running"; since: number } | { s: "done"; result: string } = { s: "idle" };
  step(now: number): string {
    const st = this.state;
    switch (st.s) {
      case "idle": this.state = { s: "running", since: now }; return "start";
      case "running": this.state = { s: "done", result: "took " + (now - st.since) }; return "finish";
      case "done": return st.result;
    }
  }
}
const m = new Machine();
for (let i = 0; i < 4; i++) console.log(m.step(i * 10));
