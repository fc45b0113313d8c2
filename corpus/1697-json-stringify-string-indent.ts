// JSON.stringify indented by a string: its first ten code units per level.
const data = { name: "x", list: [1, { deep: [true, null] }], empty: {}, none: [] as number[] };
console.log(JSON.stringify(data, null, "\t"));
console.log(JSON.stringify(data, null, "→ "));
console.log(JSON.stringify(data, null, "0123456789abc"));
console.log(JSON.stringify(data, null, ""));
console.log(JSON.stringify([1, 2], null, "  "), JSON.stringify("s", null, "\t"));
const tab = "\t";
console.log(JSON.stringify({ a: [1] }, null, tab));
const anyValue: any = { k: [1, "v"] };
console.log(JSON.stringify(anyValue, null, "--"));
console.log(JSON.stringify({ r: [1] }, null, "-".repeat(3) + tab));
