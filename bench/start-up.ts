// Start-up: the smallest program, timed end to end.
console.log("Hello, world!");
