// The order Node runs things in: synchronous code, process.nextTick,
// promise jobs (then callbacks, await resumptions, queueMicrotask),
// timers by due time, setInterval until cleared.

const order: string[] = [];

async function steps(name: string): Promise<void> {
  order.push(`${name} 1`);
  await undefined;
  order.push(`${name} 2`);
  await Promise.resolve();
  order.push(`${name} 3`);
}

async function returnsPromise(): Promise<string> {
  return Promise.resolve("returned");
}

Promise.resolve().then(() => order.push("then a")).then(() => order.push("then b"));
steps("s");
returnsPromise().then((value) => order.push(value));
queueMicrotask(() => order.push("microtask"));
process.nextTick(() => order.push("tick"));
Promise.resolve().then(() => {
  order.push("then c");
  process.nextTick(() => order.push("tick from then"));
});
order.push("sync");

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function report(): Promise<void> {
  await null;
  console.log(order.join(", "));

  // Timers made together fire by due time; an interval runs until cleared.
  const timers: string[] = [];
  setTimeout(() => timers.push("timeout 30"), 30);
  setTimeout(() => timers.push("timeout 10"), 10);
  const cancelled = setTimeout(() => timers.push("cancelled"), 1);
  clearTimeout(cancelled);
  let ticks = 0;
  const interval = setInterval(() => {
    ticks++;
    if (ticks === 3) clearInterval(interval);
  }, 2);
  await sleep(80);
  console.log(timers.join(", "));
  console.log("ticks", ticks);
}

report();
