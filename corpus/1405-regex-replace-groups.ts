// Replacement functions of regular expressions that take the captures,
// the offset and the input, as JavaScript passes them.

const line = "took 120ms and 7ms, user=42 at 2024-01-05";
console.log(line.replace(/(\d+)ms/g, (_, ms: string) => `${(Number(ms) / 1000).toFixed(3)}s`));
console.log(line.replace(/(\d+)-(\d+)-(\d+)/, (m, y, mo, d) => `${d}/${mo}/${y} (${m})`));
console.log(line.replace(/user=(\d+)/, (m: string, id: string, offset: number) => `[${id}@${offset}]`));
console.log(line.replace(/a(n)?d/g, (m, n, offset, input) => `<${m}|${n}|${offset}|${input.length}>`));
console.log("a-b-c".replaceAll(/(?:-)(\w)/g, (m, c: string) => c.toUpperCase()));
console.log("x1y22z333".replace(/(?<digits>\d+)/g, (m, d: string) => String(d.length)));
console.log("[ab](cd)".replace(/\((\w+)\)|\[(\w+)\]/g, (m, p: string, q: string) => "{" + p + "," + q + "}"));
