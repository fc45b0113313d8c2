// Which operations call an object literal's getter (values, entries, JSON,
// spread, clone, reads through any) and which only list its key (keys,
// for-in, console.log).
let reads = 0;
const o = { a: 1, get t(): number { reads++; return 5; } };
JSON.stringify(o); console.log(reads);
Object.values(o); console.log(reads);
const c = { ...o }; console.log(reads);
const h: any = o; h.t; console.log(reads);
structuredClone(o); console.log(reads);
for (const k in o) {} console.log(reads);
Object.keys(o); console.log(reads);
console.log(o, reads);
Object.keys(h); console.log(reads);
for (const k in h) {} console.log(reads);
Object.entries(h); console.log(reads);
