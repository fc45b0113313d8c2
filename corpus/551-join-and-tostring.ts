// join and String() of arrays with every kind of element.
console.log([1, 2, 3].join(), [1, 2, 3].join(""), [1, 2, 3].join(" - "));
console.log(["a"].join("|"), ([] as string[]).join("|") === "", [true, false].join());
console.log([[1, 2], [3, 4, 5]].join(";"), String([[1], [2, 3]]));
console.log([1.5, -0, 1e21, NaN].join(" "), [0.1 + 0.2].toString());
const sparse: number[] = [1];
sparse[3] = 4;
console.log(sparse.join("-"), sparse.length);
const names = ["ann", "bob", "cy"];
console.log(`${names}`, "names: " + names, names.toString().toUpperCase());
console.log(names.map((n, i) => `${i + 1}. ${n}`).join("\n"));
