// Retrying async tasks: a function returning Promise<never> where one
// returning Promise<T> is wanted; all, race, allSettled, async generators.
async function delay(ms: number, value: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
async function withRetry<T>(task: () => Promise<T>, attempts: number): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      console.log(`attempt ${i + 1} failed: ${(error as Error).message}`);
    }
  }
  throw lastError;
}
async function main(): Promise<void> {
  const order: string[] = [];
  const results = await Promise.all([delay(20, "slow"), delay(5, "fast"), Promise.resolve("now")]);
  console.log(results);
  const first = await Promise.race([delay(30, "a"), delay(10, "b")]);
  console.log(first);
  let n = 0;
  const value = await withRetry(async () => {
    n++;
    if (n < 3) throw new Error("flaky " + n);
    return n * 10;
  }, 5);
  console.log(value);
  const settled = await Promise.allSettled([Promise.reject(new Error("no")), delay(1, "yes")]);
  console.log(settled.map((s) => s.status === "fulfilled" ? s.value : (s.reason as Error).message));
  queueMicrotask(() => order.push("micro"));
  setTimeout(() => order.push("timeout"), 0);
  await null;
  order.push("after await");
  await delay(5, "");
  console.log(order);
  try {
    await withRetry(() => Promise.reject(new TypeError("always")), 2);
  } catch (error) {
    console.log("gave up:", error instanceof TypeError, (error as Error).message);
  }
  const gen = (async function* () { for (let i = 0; i < 3; i++) { await delay(1, ""); yield i * i; } })();
  for await (const v of gen) console.log("yield", v);
}
main().then(() => console.log("done"));
