// Callbacks written with a rest parameter receive exactly the arguments
// JavaScript passes them: array methods, maps and sets, string replace
// (with a string and with a regular expression), Array.from, timers and
// promise reactions.

const values = [30, 10, 20];
const shown = (args: unknown[]) => args.map((a) => (Array.isArray(a) ? `[${a.length}]` : String(a))).join(",");

values.forEach((...args: unknown[]) => console.log("forEach", shown(args)));
console.log("map", values.map((...args: unknown[]) => args.length));
console.log("filter", values.filter((...args: any[]) => args[1] !== 1));
console.log("reduce", values.reduce((...args: any[]) => args[0] + args[1] * args[2], 0));
console.log("reduceRight", values.reduceRight((...args: any[]) => `${args[0]}|${args[2]}`, "start"));
console.log("find", values.find((...args: any[]) => args[1] === 2), values.findIndex((...args: any[]) => args[0] === 10));
console.log("some/every", values.some((...args: any[]) => args.length > 3), values.every((...args: any[]) => args.length === 3));
console.log("sort", [...values].sort((...pair: number[]) => pair[1] - pair[0]));

const ages = new Map<string, number>([["ada", 36], ["alan", 41]]);
ages.forEach((...args: unknown[]) => console.log("map entry", args.length, String(args[0]), String(args[1])));
new Set(["x", "y"]).forEach((...args: unknown[]) => console.log("set entry", args.length, String(args[0]), String(args[1])));

console.log("replace string", "a-b-c".replace("-", (...args: any[]) => `<${args.join("/")}>`));
console.log("replace regex", "k1 v22".replace(/([a-z])(\d+)/g, (...args: any[]) => `{${args.slice(0, -1).join("/")}}`));
console.log("replace regex count", "abc".replace(/b/, (...args: any[]) => String(args.length)));
console.log("from", Array.from(["p", "q"], (...args: unknown[]) => args.length));
console.log("from length", Array.from({ length: 2 }, (...args: unknown[]) => args.length));

setTimeout((...args: unknown[]) => console.log("timeout", args.length), 0);
Promise.resolve("done").then((...args: unknown[]) => console.log("then", args.length, args[0]));
