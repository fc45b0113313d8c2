// typeof on names of every primitive type the subset has.
const n = 1;
const s = "s";
const b = false;
let u = undefined;
console.log(typeof n, typeof s, typeof b, typeof u);
const kind: string = typeof n;
console.log(kind === "number", kind.length);
