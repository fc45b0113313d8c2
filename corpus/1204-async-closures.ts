// Async functions in loops, conditions and arguments, async methods keeping
// this, async closures that capture (as timer callbacks and in map), early
// returns through finally, and await of plain values.
function wait<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
async function sum(values: number[]): Promise<number> {
  let total = 0;
  for (const v of values) {
    total += await wait(1, v);
  }
  let i = 0;
  while (i < 3) {
    total += await Promise.resolve(i);
    i++;
  }
  return total;
}
async function early(flag: boolean): Promise<string> {
  try {
    if (flag) return "early";
    await wait(1, 0);
    return "late";
  } finally {
    console.log("finally for", flag);
  }
}
async function pair(): Promise<string> {
  const joined = [await wait(2, "a"), await wait(1, "b")].join("+");
  return `${joined}:${(await wait(1, 3)) * 2}`;
}
class Repo {
  private items = new Map<string, number>();
  async save(key: string, value: number): Promise<void> {
    await wait(1, null);
    this.items.set(key, value);
  }
  async load(key: string): Promise<number | undefined> {
    await null;
    return this.items.get(key);
  }
}
async function main(): Promise<void> {
  console.log(await sum([1, 2, 3]));
  console.log(await early(true), await early(false));
  console.log(await pair());
  const repo = new Repo();
  await repo.save("x", 5);
  console.log(await repo.load("x"), await repo.load("y"));
  const squares = await Promise.all([1, 2, 3].map(async (n) => {
    await wait(n, 0);
    return n * n;
  }));
  console.log(squares);
  const obj = { label: "plain" };
  const same = await obj;
  console.log(same.label);
  const syncThrow = async (): Promise<number> => {
    throw new Error("sync throw");
  };
  const p = syncThrow();
  console.log("called");
  await p.catch((e: unknown) => console.log("caught", (e as Error).message));
  for (let k = 0; k < 3; k++) {
    setTimeout(async () => {
      await null;
      console.log("timer", k);
    }, 5 + k);
  }
}
main().catch((e: unknown) => console.log("main failed", e));
