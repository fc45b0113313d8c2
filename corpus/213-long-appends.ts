// Very long strings built by appends stay linear and correct.
let s = "";
for (let i = 0; i < 100000; i++) {
  s += i % 10;
}
console.log(s.length, s.slice(0, 20), s.slice(-5));
let t = "start";
for (let i = 0; i < 1000; i++) {
  t += "-" + i + "é";
}
console.log(t.length, t.slice(0, 30), t.slice(-12));
let wide = "";
for (let i = 0; i < 5000; i++) {
  wide += i % 2 === 0 ? "a" : "😀";
}
console.log(wide.length, wide.slice(0, 5), wide.charCodeAt(1).toString(16));
let doubled = "ab";
for (let i = 0; i < 15; i++) {
  doubled += doubled;
}
console.log(doubled.length, doubled.slice(65530));
