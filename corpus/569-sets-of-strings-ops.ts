// Set algebra on strings, with results sorted for stable output.
const a = new Set(["red", "green", "blue", "yellow"]);
const b = new Set(["blue", "black", "green", "white"]);
const union = new Set([...a, ...b]);
const both = new Set([...a].filter((x) => b.has(x)));
const onlyA = [...a].filter((x) => !b.has(x));
const symmetric = [...union].filter((x) => !(a.has(x) && b.has(x)));
console.log([...union].sort(), [...both].sort(), onlyA.sort(), symmetric.sort());
const isSubset = (x: Set<string>, y: Set<string>) => [...x].every((v) => y.has(v));
console.log(isSubset(both, a), isSubset(a, both), union.size, both.size);
const letters = new Set<string>();
for (const word of union) for (const c of word) letters.add(c);
console.log([...letters].sort().join(""));
