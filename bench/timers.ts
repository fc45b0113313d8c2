// 10,000 concurrent timers: setTimeout with spread delays, some cleared,
// intervals that cancel themselves, and promises resolved by timers.
const benchStarted = performance.now();
let fired = 0;
let order = 0;
const handles: ReturnType<typeof setTimeout>[] = [];
for (let i = 0; i < 10_000; i++) {
  const delay = (i * 7) % 50;
  handles.push(
    setTimeout(() => {
      fired++;
      order = (order + i * i) % 1_000_003;
    }, delay),
  );
}
for (let i = 0; i < 10_000; i += 10) clearTimeout(handles[i]);
let ticks = 0;
for (let i = 0; i < 100; i++) {
  let count = 0;
  const interval = setInterval(() => {
    ticks++;
    count++;
    if (count === 5) clearInterval(interval);
  }, 1 + (i % 5));
}
const sleeps: Promise<number>[] = [];
for (let i = 0; i < 2_000; i++) {
  sleeps.push(new Promise<number>((resolve) => setTimeout(() => resolve(i), i % 20)));
}
Promise.all(sleeps).then((values) => {
  let sum = 0;
  for (const v of values) sum += v;
  setTimeout(() => {
    console.log(fired, order, ticks, sum);
    console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
  }, 60);
});
