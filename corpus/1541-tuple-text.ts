// A tuple is an array in JavaScript: joined, or converted to a string
// through unknown, it gives its elements joined by commas; maps and sets
// give [object Map] and [object Set]; the default sort compares those texts.
const point: [number, string] = [1, "a"];
const parts = [true, point, ["x", "y"]];
console.log(parts.join("/"), [point, point].join(";"));
const values: unknown[] = [point, [2, "b"], new Map([["k", 1]]), new Set([1]), { a: 1 }, [[3, "c"] as [number, string]]];
console.log(values.join(" | "));
console.log(values.map((value) => String(value)));
const rows: [string, number, boolean][] = [["n", 1, true], ["m", 2, false]];
console.log(rows.join("\n"));
const xs = [[2], [10], [1, 5], [1]];
console.log(xs.sort());
const ts: [number, string][] = [[2, "b"], [10, "a"], [1, "z"]];
console.log(ts.sort());
