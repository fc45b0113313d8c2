// Promises of unknown values: a Promise<void> where a Promise<unknown> is
// wanted, Promise.all over Promise<unknown>[] (values kept as they are),
// and a generic retry whose task only throws.
async function settle(): Promise<void> {
  await null;
}

async function retry<T>(task: () => Promise<T>, attempts: number): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await task();
    } catch (e) {
      last = e;
      console.log(`attempt ${i + 1}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw last;
}

async function main(): Promise<void> {
  const pending: Promise<unknown>[] = [settle(), Promise.resolve(3), Promise.resolve("s")];
  pending.push(Promise.resolve({ k: [1, 2] }));
  const all = await Promise.all(pending);
  console.log(all, typeof all[0], JSON.stringify(all));
  const one: Promise<unknown> = settle();
  console.log(await one);
  const later: () => Promise<unknown> = async () => {};
  console.log(await later());
  const raced = await Promise.race([Promise.resolve(1), settle()] as Promise<unknown>[]);
  console.log(raced);
  try {
    await retry(async () => {
      throw new Error("always");
    }, 2);
  } catch (e) {
    console.log("gave up:", (e as Error).message);
  }
  let calls = 0;
  console.log(
    await retry(async () => {
      calls++;
      if (calls < 3) throw new Error(`call ${calls}`);
      return calls * 10;
    }, 5),
  );
}
main();
