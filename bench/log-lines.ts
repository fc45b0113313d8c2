// 200,000 console.log lines of mixed values.
const benchStarted = performance.now();
for (let i = 0; i < 200000; i++) {
  console.log("line", i, "value", i * 0.5, i % 3 === 0);
}
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
