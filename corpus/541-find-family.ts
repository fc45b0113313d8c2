// find, findIndex, findLast, findLastIndex, some, every, includes, indexOf
// on numbers, strings and objects.
const values = [4, 8, 15, 16, 23, 42];
console.log(values.find((v) => v > 10), values.find((v) => v > 100));
console.log(values.findIndex((v) => v % 2 === 1), values.findIndex((v) => v < 0));
console.log(values.findLast((v) => v % 2 === 0), values.findLastIndex((v) => v < 16));
console.log(values.some((v) => v > 40), values.every((v) => v > 0), ([] as number[]).every((v) => v > 0));
console.log(values.includes(15), values.indexOf(16), values.lastIndexOf(99));
console.log([NaN].includes(NaN), [NaN].indexOf(NaN), [0].includes(-0));
interface Task { id: number; done: boolean; title: string }
const tasks: Task[] = [
  { id: 1, done: true, title: "write" },
  { id: 2, done: false, title: "test" },
  { id: 3, done: false, title: "ship" },
];
const next = tasks.find((t) => !t.done);
console.log(next?.title, tasks.findIndex((t) => t.id === 3), tasks.findLast((t) => t.done)?.title);
console.log(tasks.some((t) => t.title.startsWith("s")), tasks.every((t) => t.id > 0));
console.log(tasks.find((t) => t.id === 9) === undefined);
