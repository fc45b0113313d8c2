// finally restores state whatever happens inside the try.
let depth = 0;
const trace: string[] = [];

function enter<T>(name: string, body: () => T): T {
  depth++;
  trace.push(`${"  ".repeat(depth - 1)}> ${name}`);
  try {
    return body();
  } finally {
    trace.push(`${"  ".repeat(depth - 1)}< ${name}`);
    depth--;
  }
}

const result = enter("outer", () => {
  const a = enter("first", () => 1);
  let b = 0;
  try {
    b = enter("second", () => {
      if (a === 1) throw new Error("second failed");
      return 2;
    });
  } catch (e) {
    trace.push(`caught ${(e as Error).message} at depth ${depth}`);
  }
  return a + b;
});
console.log(trace.join("\n"));
console.log("result", result, "depth", depth);

let locked = false;
function withLock(action: () => void): boolean {
  if (locked) return false;
  locked = true;
  try {
    action();
    return true;
  } catch (e) {
    console.log("action failed:", (e as Error).message);
    return false;
  } finally {
    locked = false;
  }
}
console.log(withLock(() => console.log("working")), locked);
console.log(withLock(() => { throw new Error("oops"); }), locked);

function countdown(n: number): number {
  let steps = 0;
  while (true) {
    try {
      if (n <= 0) break;
      n--;
      if (n % 2 === 0) continue;
    } finally {
      steps++;
    }
  }
  return steps;
}
console.log(countdown(5));
