// JSON.stringify then JSON.parse gives the same structure back.
interface Task {
  id: number;
  title: string;
  done: boolean;
  subtasks: Task[];
  estimate: number | null;
}
const tasks: Task[] = [
  { id: 1, title: "write \"docs\"", done: false, estimate: 2.5, subtasks: [
    { id: 2, title: "outline", done: true, estimate: null, subtasks: [] },
    { id: 3, title: "draft ✎", done: false, estimate: 1, subtasks: [] },
  ] },
  { id: 4, title: "ship", done: false, estimate: 0.25, subtasks: [] },
];
const compact = JSON.stringify(tasks);
const pretty = JSON.stringify(tasks, null, 2);
const fromCompact: Task[] = JSON.parse(compact);
const fromPretty = JSON.parse(pretty) as Task[];
console.log(compact.length, pretty.length, JSON.stringify(fromCompact) === compact, JSON.stringify(fromPretty) === compact);
function count(list: Task[]): number {
  let total = 0;
  for (const task of list) total += 1 + count(task.subtasks);
  return total;
}
function remaining(list: Task[]): number {
  let hours = 0;
  for (const task of list) {
    if (!task.done && task.estimate !== null) hours += task.estimate;
    hours += remaining(task.subtasks);
  }
  return hours;
}
console.log(count(fromPretty), remaining(fromPretty));
console.log(fromCompact[0].subtasks[1]);
console.log(JSON.stringify(JSON.parse(JSON.stringify({ a: [1, { b: "c" }], d: -0, e: 1e21 })), null, 4));
