// Promise chains: then/catch/finally, Promise.resolve and reject, the
// executor's resolve and reject, combinators, and printing promises.

const settled = Promise.resolve(1);
const failing = Promise.reject(new Error("nope"));
failing.catch(() => "handled");

settled
  .then((n) => n + 1)
  .then((n) => `value ${n}`)
  .then((text) => {
    console.log(text);
    return text.length;
  })
  .finally(() => console.log("finally after then"))
  .then((length) => console.log("length", length));

failing
  .then((n) => console.log("never", n))
  .catch((error: unknown) => {
    console.log("caught:", (error as Error).message);
    return 0;
  })
  .then((value) => console.log("after catch", value));

const manual = new Promise<number>((resolve, reject) => {
  resolve(10);
  reject(new Error("ignored: already resolved"));
  resolve(20);
});
manual.then((n) => console.log("manual", n));

const thrown = new Promise<number>(() => {
  throw new TypeError("thrown in executor");
});
thrown.catch((error: unknown) => console.log((error as Error).name));

function later(value: number, ms: number): Promise<number> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

async function combinators(): Promise<void> {
  const values = await Promise.all([later(1, 3), later(2, 1), Promise.resolve(3)]);
  console.log("all", values, values.reduce((a, b) => a + b, 0));
  console.log("race", await Promise.race([later(1, 40), later(2, 1)]));
  console.log("any", await Promise.any([Promise.reject(new Error("x")), later(7, 2)]));
  try {
    await Promise.all([later(1, 1), Promise.reject(new Error("one failed"))]);
  } catch (error) {
    console.log("all rejected:", (error as Error).message);
  }
  console.log("empty all", await Promise.all<number>([]));
}
combinators();

console.log(settled, new Promise(() => {}));
const pendingNow = later(5, 200);
console.log(pendingNow);
pendingNow.then(() => console.log(pendingNow));
console.log("synchronous end");
