// 200,000 console.log lines of mixed values.
for (let i = 0; i < 200000; i++) {
  console.log("line", i, "value", i * 0.5, i % 3 === 0);
}
