// @exit: 4
// process.exitCode: the status when the program runs to its end.
console.log("before", process.exitCode);
process.exitCode = 4;
console.log("after", process.exitCode);
let total = 0;
for (let i = 1; i <= 10; i++) total += i;
console.log("still running", total);
