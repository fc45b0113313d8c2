// RangeErrors the runtime raises are catchable.
const attempts: (() => string)[] = [
  () => (1.5).toFixed(101),
  () => (255).toString(37),
  () => (3).toPrecision(0),
  () => "ab".repeat(-1),
  () => String.fromCodePoint(-5),
  () => new Array<number>(-3).join(","),
  () => (1.25).toFixed(1),
];
for (const attempt of attempts) {
  try {
    console.log("ok:", attempt());
  } catch (e) {
    if (e instanceof RangeError) console.log("RangeError:", e.message);
    else console.log("other:", String(e));
  }
}
const list = [1, 2, 3];
try {
  list.length = -1;
} catch (e) {
  console.log((e as Error).name, (e as Error).message, list.length);
}
