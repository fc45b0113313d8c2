// Defaults of elements taken from `[]`: never there, always the default.
const [c1 = "x"] = [];
console.log(c1);
const [d1 = 5, e1 = true] = [];
console.log(d1, e1, typeof d1, typeof e1);
let late: number;
[late = 7] = [];
console.log(late);
