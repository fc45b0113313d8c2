// Start-up: the smallest program, timed end to end.
const benchStarted = performance.now();
console.log("Hello, world!");
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
