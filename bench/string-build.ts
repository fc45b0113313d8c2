// Building a long string with += in a loop.
const benchStarted = performance.now();
let s = "";
for (let i = 0; i < 3000000; i++) {
  s += "item " + (i % 1000) + ";";
}
let check = 0;
for (let i = 0; i < s.length; i += 997) check = (check * 31 + s.charCodeAt(i)) % 1000000007;
console.log(s.length, check);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
