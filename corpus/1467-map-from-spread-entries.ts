const src = new Map<string, number>([["a", 1], ["b", 2]]);
const copy = new Map([...src]);
copy.set("c", 3);
console.log(src.size, copy.size, [...copy.keys()].join(","));
const extra: [string, number][] = [["z", 26]];
const joined = new Map([...src, ...extra, ["q", 17]]);
console.log(joined);
const fromEntries = new Map([...src.entries()].map(([k, v]) => [k.toUpperCase(), v * 10] as [string, number]));
console.log(fromEntries.get("A"), fromEntries.get("B"));
