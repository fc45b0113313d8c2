// localeCompare with an English locale (or undefined) and the sensitivity
// and numeric options: each level of the root collation, digit runs by value.
const pairs: Array<[string, string]> = [["a","A"],["a","á"],["a","b"],["file10","file2"],["01","1"],["x01","x1"],["a1b","a01b"],["résumé","resume"],["Apple","apple"],["10","9"],["1.5","1.10"],["", "a"]];
console.log("none", pairs.map(([a, b]) => a.localeCompare(b)).join(" "));
console.log("undefined", pairs.map(([a, b]) => a.localeCompare(b, undefined)).join(" "));
console.log("base", pairs.map(([a, b]) => a.localeCompare(b, undefined, { sensitivity: "base" })).join(" "));
console.log("accent", pairs.map(([a, b]) => a.localeCompare(b, "en", { sensitivity: "accent" })).join(" "));
console.log("case", pairs.map(([a, b]) => a.localeCompare(b, "en-US", { sensitivity: "case" })).join(" "));
console.log("variant", pairs.map(([a, b]) => a.localeCompare(b, ["en-GB"], { sensitivity: "variant" })).join(" "));
console.log("numeric", pairs.map(([a, b]) => a.localeCompare(b, undefined, { numeric: true })).join(" "));
console.log("numeric base", pairs.map(([a, b]) => a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" })).join(" "));
const files = ["item20", "Item3", "item1", "item10", "ítem2"];
console.log([...files].sort((x, y) => x.localeCompare(y, undefined, { numeric: true, sensitivity: "base" })));
console.log([...files].sort((x, y) => x.localeCompare(y)));
