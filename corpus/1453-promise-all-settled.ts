// Promise.allSettled (result objects by status, the specification's ticks,
// mixed values and promises, an empty list, the PromiseSettledResult type)
// and Promise.any's AggregateError.
async function main(): Promise<void> {
  const results = await Promise.allSettled([
    Promise.resolve(1),
    Promise.reject(new Error("no")),
    new Promise<number>((resolve) => setTimeout(() => resolve(3), 5)),
  ]);
  for (const r of results) {
    if (r.status === "fulfilled") console.log("ok", r.value);
    else console.log("bad", (r.reason as Error).message);
  }
  console.log(results.map((r) => r.status).join(","));
  const words = await Promise.allSettled(["a", Promise.resolve("b"), Promise.reject("c")]);
  console.log(words);
  const none = await Promise.allSettled([] as Promise<number>[]);
  console.log(none);
  const typed: PromiseSettledResult<string>[] = words;
  console.log(typed.length);
  const order: string[] = [];
  const p = Promise.allSettled([Promise.resolve(1)]).then(() => order.push("settled"));
  Promise.resolve().then(() => order.push("a")).then(() => order.push("b")).then(() => order.push("c"));
  await p;
  await new Promise((r) => setTimeout(r, 1));
  console.log(order.join(" "));
  try {
    await Promise.any([Promise.reject(new Error("x")), Promise.reject(new Error("y"))]);
  } catch (e) {
    console.log(e instanceof AggregateError, (e as AggregateError).message);
  }
}
main();
