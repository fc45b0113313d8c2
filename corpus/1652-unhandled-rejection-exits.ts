// @exit: 1
// A rejection nobody handles ends the program with status 1 once the
// microtasks have run (Node prints the reason to stderr); one handled later
// in the same turn is not reported, and output before the end is kept.
const late = Promise.reject(new Error("handled in the same turn"));
async function fails(step: number): Promise<number> {
  await null;
  if (step > 1) throw new TypeError(`step ${step} failed`);
  return step;
}
fails(1).then((value) => console.log("first", value));
queueMicrotask(() => {
  late.catch((e: Error) => console.log("caught late:", e.message));
});
fails(2).then((value) => console.log("never", value));
setTimeout(() => console.log("timer never runs"), 0);
console.log("synchronous end");
