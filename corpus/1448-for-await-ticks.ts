// for await over synchronous iterables (arrays of promises and values, a
// generator) takes the specification's ticks per value, at the end, when
// left early and when a value rejects: a loop awaiting once a turn beside
// it shows each.
function* nums(): Generator<number> {
  try {
    yield 1;
    yield 2;
    yield 3;
  } finally {
    console.log("nums finally");
  }
}
async function consume(): Promise<void> {
  for await (const v of [Promise.resolve(10), 20, new Promise<number>((r) => setTimeout(() => r(30), 1))]) console.log("arr", v);
  console.log("after arr");
  for await (const v of nums()) console.log("gen", v);
  console.log("after gen");
  for await (const v of nums()) { if (v === 2) break; console.log("gen2", v); }
  console.log("after gen2");
  for await (const v of [1, 2, 3]) { if (v === 2) break; console.log("arr2", v); }
  console.log("after arr2");
  try {
    for await (const v of [Promise.resolve(1), Promise.reject(new Error("bad"))]) console.log("arr3", v);
  } catch (e) { console.log("caught", (e as Error).message); }
  console.log("after arr3");
}
async function ticker(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    console.log("tick", i);
    await null;
  }
}
consume();
ticker();
