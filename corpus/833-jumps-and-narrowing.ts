function search(grid: number[][], target: number): [number, number] | null {
  let found: [number, number] | null = null;
  outer: for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] === target) { found = [r, c]; break outer; }
      if (grid[r][c] < 0) continue outer;
    }
  }
  return found;
}
const g = [[1, 2, 3], [-1, 9, 9], [4, 9, 5]];
console.log(search(g, 9), search(g, 7), search(g, 3));
function lastValid(xs: (string | null)[]): string {
  let last: string | null = null;
  let i = 0;
  do {
    const x = xs[i];
    if (x === null) { i++; continue; }
    last = x;
    i++;
  } while (i < xs.length);
  return last ?? "none";
}
console.log(lastValid(["a", null, "b", null]), lastValid([null]), lastValid([]));
function classify(v: number | string | boolean | null): string {
  let label: string | number = "unknown";
  switch (typeof v) {
    case "number":
      label = v;
      if (v > 10) { label = "big"; break; }
    // falls through
    case "boolean":
      label = `${label}!`;
      break;
    case "string":
      label = v.length;
      break;
    default:
      label = v === null ? "null" : "other";
  }
  return typeof label === "number" ? `n${label}` : label;
}
console.log([3, 42, true, "word", null].map(v => classify(v)));
let state: "idle" | "running" | "done" = "idle";
let ticks: number | undefined;
for (let step = 0; step < 6; step++) {
  if (state === "idle") { state = "running"; ticks = 0; continue; }
  if (state === "running" && ticks !== undefined) {
    ticks++;
    if (ticks >= 3) { state = "done"; ticks = undefined; }
  }
}
console.log(state, ticks, ticks ?? "cleared");
