// Rethrowing, wrapping and nested handlers.
class WrappedError extends Error {
  constructor(message: string, public inner: string) {
    super(message);
    this.name = "WrappedError";
  }
}

function level3(n: number): number {
  if (n % 3 === 0) throw new Error(`level3 rejects ${n}`);
  return n;
}

function level2(n: number): number {
  try {
    return level3(n) * 2;
  } catch (e) {
    console.log("level2 saw:", (e as Error).message);
    throw e;
  }
}

function level1(n: number): number {
  try {
    return level2(n) + 1;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new WrappedError(`level1 failed for ${n}`, message);
  }
}

for (const n of [1, 3, 4, 6]) {
  try {
    console.log("result", level1(n));
  } catch (e) {
    if (e instanceof WrappedError) console.log(e.name, e.message, "<-", e.inner);
  }
}

let attempts = 0;
function flaky(): string {
  attempts++;
  if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
  return `succeeded after ${attempts} attempts`;
}
function retry(times: number): string {
  let last = "";
  for (let i = 0; i < times; i++) {
    try {
      return flaky();
    } catch (e) {
      last = (e as Error).message;
      console.log("retrying after:", last);
    }
  }
  return "gave up: " + last;
}
console.log(retry(5));

try {
  try {
    throw new Error("first");
  } catch (e) {
    throw new Error("second, while handling " + (e as Error).message);
  }
} catch (e) {
  console.log((e as Error).message);
}
