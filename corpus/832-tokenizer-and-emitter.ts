type Token = { kind: "num"; value: number } | { kind: "op"; op: string } | { kind: "end" };
function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let pending: string | null = null;
  while (i < src.length) {
    const ch = src[i];
    if (ch >= "0" && ch <= "9") {
      pending = (pending ?? "") + ch;
    } else {
      if (pending !== null) { out.push({ kind: "num", value: Number(pending) }); pending = null; }
      if (ch !== " ") out.push({ kind: "op", op: ch });
    }
    i++;
  }
  if (pending !== null) out.push({ kind: "num", value: Number(pending) });
  out.push({ kind: "end" });
  return out;
}
function evaluate(tokens: Token[]): number | undefined {
  let acc: number | undefined;
  let op: string | undefined = undefined;
  for (const t of tokens) {
    switch (t.kind) {
      case "num":
        if (acc === undefined) acc = t.value;
        else if (op === "+") acc += t.value;
        else if (op === "-") acc -= t.value;
        else if (op === "*") acc *= t.value;
        else return undefined;
        op = undefined;
        break;
      case "op":
        if (op !== undefined) return undefined;
        op = t.op;
        break;
      case "end":
        return op === undefined ? acc : undefined;
    }
  }
  return acc;
}
for (const src of ["1 + 2 * 3", "10 - 4", "7 7", "", "2 +", "12*3-6"]) {
  const result = evaluate(tokenize(src));
  console.log(JSON.stringify(src), result ?? "invalid", typeof result);
}
class Emitter {
  private handlers = new Map<string, ((payload: string) => void)[]>();
  onError: ((e: Error) => void) | undefined = undefined;
  on(name: string, h: (payload: string) => void): this {
    const list = this.handlers.get(name) ?? [];
    list.push(h);
    this.handlers.set(name, list);
    return this;
  }
  emit(name: string, payload: string): number {
    const list = this.handlers.get(name);
    if (!list) return 0;
    let count = 0;
    for (const h of list) {
      try { h(payload); count++; } catch (e) { this.onError?.(e as Error); }
    }
    return count;
  }
}
const em = new Emitter();
const seen: string[] = [];
em.on("x", p => seen.push(p)).on("x", p => { if (p === "bad") throw new Error("bad payload"); seen.push(p.toUpperCase()); });
console.log(em.emit("x", "hi"), em.emit("x", "bad"), em.emit("y", "none"), seen);
em.onError = e => seen.push("error: " + e.message);
console.log(em.emit("x", "bad"), seen);
let best: { name: string; score: number } | undefined;
for (const [name, score] of [["a", 3], ["b", 9], ["c", 5]] as [string, number][]) {
  if (best === undefined || score > best.score) best = { name, score };
}
console.log(best, best?.name);
