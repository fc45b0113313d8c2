// A task store: defaults and Partial<T> overrides spread over required
// properties (an optional boolean over a boolean), optional properties set
// later, rest patterns in callbacks.
type Priority = "low" | "medium" | "high";
interface Task {
  id: number;
  title: string;
  done: boolean;
  priority: Priority;
  due?: string;
  tags?: string[];
  assignee?: { name: string; email?: string };
}

class TaskStore {
  private tasks: Task[] = [];
  private nextId = 1;

  add(title: string, priority: Priority = "medium", extra: Partial<Task> = {}): Task {
    const task: Task = { id: this.nextId++, title, done: false, priority, ...extra };
    this.tasks.push(task);
    return task;
  }

  complete(id: number): boolean {
    const task = this.tasks.find((t) => t.id === id);
    if (!task) return false;
    task.done = true;
    return true;
  }

  byPriority(): Record<Priority, Task[]> {
    const groups: Record<Priority, Task[]> = { low: [], medium: [], high: [] };
    for (const task of this.tasks) groups[task.priority].push(task);
    return groups;
  }

  summary(): string {
    const open = this.tasks.filter((t) => !t.done).length;
    return `${this.tasks.length} tasks, ${open} open`;
  }

  all(): readonly Task[] {
    return this.tasks;
  }
}

const store = new TaskStore();
store.add("write docs", "low", { tags: ["docs"] });
store.add("fix bug", "high", { due: "2026-12-01", assignee: { name: "Ana" } });
store.add("review PR");
const t = store.add("deploy", "high");
t.tags = ["ops", "release"];
t.assignee = { name: "Bo", email: "bo@example.com" };
store.complete(2);
console.log(store.summary());
for (const [priority, tasks] of Object.entries(store.byPriority())) {
  console.log(priority.padEnd(8), tasks.map((task) => task.title).join(", ") || "-");
}
const sorted = [...store.all()].sort((a, b) => a.title.localeCompare(b.title));
console.log(sorted.map(({ id, title, ...rest }) => `${id}:${title}:${Object.keys(rest).join("/")}`));
console.log(JSON.stringify(store.all().filter((task) => task.assignee !== undefined), null, 2));
const withoutDone = store.all().map(({ done, ...rest }) => rest);
console.log(withoutDone[1]);
