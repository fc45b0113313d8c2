function firstEven(xs: number[]): number {
  let found: number | null = null;
  let i = 0;
  while (true) {
    if (i >= xs.length) { found = -1; break; }
    if (xs[i] % 2 === 0) { found = xs[i]; break; }
    i++;
  }
  return found * 10;
}
console.log(firstEven([1, 3, 4]), firstEven([1]));
function viaFinally(): string {
  let state: string | null = "start";
  for (;;) {
    try {
      state = "inside";
      break;
    } finally {
      state = null;
    }
  }
  return state ?? "reset by finally";
}
console.log(viaFinally());
function search(words: string[]): string {
  let hit: string | undefined;
  for (const w of words) {
    if (w.startsWith("b")) { hit = w; break; }
  }
  return hit ?? "none";
}
console.log(search(["a", "bee", "c"]), search([]));
let count: number | string = 0;
do {
  count = typeof count === "number" ? count + 1 : 0;
  if (count > 2) break;
} while (true);
console.log(count + 1);
