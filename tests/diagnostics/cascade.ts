// One unsupported expression gives one diagnostic: what is built on its
// value (method calls with callbacks) adds no others.
const rows = [["a", "1"], ["b", "2"]];
const records = new Proxy(rows, {}).map((row) => row.map((cell, i) => cell + i));
const lengths = records.map((r) => r.length).filter((n) => n > 0);
console.log(lengths);
