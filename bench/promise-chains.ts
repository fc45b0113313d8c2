// 100,000 awaited promise chains: async functions awaiting each other,
// resolved promises, then-chains and Promise.all over batches.
async function leaf(n: number): Promise<number> {
  return n * 2;
}
async function middle(n: number): Promise<number> {
  const a = await leaf(n);
  const b = await Promise.resolve(a + 1);
  return b;
}
async function chain(n: number): Promise<number> {
  const v = await middle(n);
  return new Promise<number>((resolve) => resolve(v)).then((x) => x % 7);
}
async function main(): Promise<void> {
  const benchStarted = performance.now();
  let sum = 0;
  for (let i = 0; i < 50_000; i++) sum += await chain(i);
  for (let batch = 0; batch < 50; batch++) {
    const values: Promise<number>[] = [];
    for (let i = 0; i < 1000; i++) values.push(chain(batch * 1000 + i));
    const all = await Promise.all(values);
    for (const v of all) sum += v;
  }
  console.log(sum);
  console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
}
main();
