// A template with several parts is built by one runtime call; printed by
// console.log, its parts go straight into the output line.
const who = "world";
const count = 3;
const line = `hello ${who}, ${count} times`;
console.log(`${who}: ${count * 2}`, line);
