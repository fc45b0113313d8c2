// @exit: 1
// A write a frozen object forbids, with no try around it, ends the program
// with Node's TypeError after what it printed before.
interface Limits {
  max: number;
  names: string[];
}
function makeLimits(max: number): Limits {
  const limits: Limits = { max, names: ["low", "high"] };
  return Object.freeze(limits);
}
const limits = makeLimits(10);
limits.names.push("extra");
console.log(limits.max, limits.names.join("/"));
const writable: { max: number } = limits;
console.log("before", writable.max);
writable.max = 20;
console.log("after", writable.max);
