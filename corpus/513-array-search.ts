// find, findLast, findIndex, findLastIndex, indexOf, lastIndexOf, at,
// includes (with NaN), some, every.
const values = [3, 8, NaN, 8, 15, -2];
console.log(values.indexOf(8), values.lastIndexOf(8), values.indexOf(NaN), values.includes(NaN));
console.log(values.lastIndexOf(8, 2), values.lastIndexOf(3, -10), values.indexOf(99));
console.log(values.at(0), values.at(-1), values.at(-6), values.at(6), values.at(1.7));
console.log(values.find((v) => v > 5), values.findLast((v) => v > 5), values.find((v) => v > 100));
console.log(values.findIndex((v) => v < 0), values.findLastIndex((v) => v === 8));
console.log(values.some((v) => Number.isNaN(v)), values.every((v) => v > -5));
const words = ["pear", "apple", "fig", "apricot"];
console.log(words.find((w) => w.startsWith("a")), words.findLast((w) => w.startsWith("a")));
console.log(words.find((w) => w.length > 10), words.at(-2), words.at(10));
class Task {
  constructor(
    public name: string,
    public done: boolean,
  ) {}
}
const tasks = [new Task("write", true), new Task("test", false), new Task("ship", false)];
const next = tasks.find((task) => !task.done);
console.log(next, tasks.findIndex((task) => task === next), tasks.every((task) => task.done));
console.log(tasks.findLast((task) => !task.done)?.name);
