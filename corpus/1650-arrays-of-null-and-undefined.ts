const bads = [null, undefined];
for (const bad of bads) console.log(bad === null, bad === undefined, typeof bad);
const mixed = [null];
mixed.push(null);
console.log(mixed.length, mixed);
const nothing = [undefined, undefined];
console.log(nothing, nothing.map((x) => x === undefined));
