// A task list (enums, string unions, records of arrays, rest parameters,
// sets, padding) as a user would write it.
enum Priority { Low = 1, Medium, High }
type Status = "todo" | "doing" | "done";
interface Task { id: number; title: string; priority: Priority; status: Status; due?: string; tags: Set<string> }

class TaskList {
  private tasks: Task[] = [];
  private nextId = 1;
  add(title: string, priority: Priority = Priority.Medium, ...tags: string[]): Task {
    const task: Task = { id: this.nextId++, title, priority, status: "todo", tags: new Set(tags) };
    this.tasks.push(task);
    return task;
  }
  move(id: number, status: Status): boolean {
    const task = this.tasks.find((t) => t.id === id);
    if (!task) return false;
    task.status = status;
    return true;
  }
  byStatus(): Record<Status, Task[]> {
    const groups: Record<Status, Task[]> = { todo: [], doing: [], done: [] };
    for (const task of this.tasks) groups[task.status].push(task);
    return groups;
  }
  report(): string {
    const lines: string[] = [];
    const groups = this.byStatus();
    for (const status of Object.keys(groups) as Status[]) {
      const list = groups[status].slice().sort((a, b) => b.priority - a.priority || a.title.localeCompare(b.title));
      lines.push(`${status.toUpperCase()} (${list.length})`);
      for (const t of list) {
        const tags = [...t.tags].sort().join(",");
        lines.push(`  #${String(t.id).padStart(3, "0")} ${Priority[t.priority].padEnd(6)} ${t.title}${tags ? ` [${tags}]` : ""}`);
      }
    }
    return lines.join("\n");
  }
}
const list = new TaskList();
list.add("write docs", Priority.Low, "docs");
list.add("fix bug", Priority.High, "code", "urgent");
list.add("review");
list.move(2, "doing");
list.move(3, "done");
console.log(list.report());
console.log(list.move(99, "done"));
const label = (s: Status): string => {
  switch (s) {
    case "todo": return "☐";
    case "doing": return "◐";
    case "done": return "☑";
  }
};
console.log((["todo", "doing", "done"] as Status[]).map(label).join(" "));
