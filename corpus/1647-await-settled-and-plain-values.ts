// The order of resumptions after `await` of plain values, of promises
// settled already (fulfilled and rejected) and of pending ones, interleaved
// with then-chains and microtasks.
const log: string[] = [];

async function plain(tag: string): Promise<number> {
  log.push(`${tag} start`);
  const a = await 1;
  log.push(`${tag} after plain ${a}`);
  const b = await Promise.resolve(2);
  log.push(`${tag} after resolved ${b}`);
  try {
    await Promise.reject(new Error(`${tag} boom`));
  } catch (e) {
    log.push(`${tag} caught ${(e as Error).message}`);
  }
  const settled = Promise.resolve(3);
  await null;
  const c = await settled;
  log.push(`${tag} after settled-earlier ${c}`);
  return a + b + c;
}

async function pending(tag: string, delay: number): Promise<string> {
  const value = await new Promise<string>((resolve) => setTimeout(() => resolve(tag), delay));
  log.push(`${tag} after pending`);
  return value;
}

async function main(): Promise<void> {
  const rejected = Promise.reject(new Error("late handled"));
  const p1 = plain("A");
  const p2 = plain("B");
  Promise.resolve()
    .then(() => log.push("then 1"))
    .then(() => log.push("then 2"))
    .then(() => log.push("then 3"));
  queueMicrotask(() => log.push("microtask"));
  process.nextTick(() => log.push("tick"));
  const [x, y] = await Promise.all([p1, p2]);
  log.push(`all ${x} ${y}`);
  try {
    await rejected;
  } catch (e) {
    log.push(`caught ${(e as Error).message}`);
  }
  const both = await Promise.all([pending("slow", 5), pending("fast", 1)]);
  log.push(both.join(","));
  const u = await undefined;
  log.push(`undefined ${u}`);
  const obj = await { then: 5 };
  log.push(`object with non-function then ${obj.then}`);
  const thenable = await { then(resolve: (v: number) => void) { log.push("thenable then"); resolve(42); } };
  log.push(`thenable ${thenable}`);
}

main().then(() => {
  for (const line of log) console.log(line);
});
