// A todo list: classes, enums, filters, sorting and printing.
enum Priority {
  Low = 1,
  Medium,
  High,
}
interface Todo {
  id: number;
  title: string;
  done: boolean;
  priority: Priority;
  tags: string[];
}
class TodoList {
  private todos: Todo[] = [];
  private nextId = 1;
  add(title: string, priority = Priority.Medium, tags: string[] = []): Todo {
    const todo: Todo = { id: this.nextId++, title, done: false, priority, tags };
    this.todos.push(todo);
    return todo;
  }
  complete(id: number): boolean {
    const todo = this.todos.find((t) => t.id === id);
    if (!todo || todo.done) return false;
    todo.done = true;
    return true;
  }
  pending(): Todo[] {
    return this.todos.filter((t) => !t.done).sort((a, b) => b.priority - a.priority || a.id - b.id);
  }
  byTag(tag: string): string[] {
    return this.todos.filter((t) => t.tags.includes(tag)).map((t) => t.title);
  }
  summary(): string {
    const done = this.todos.filter((t) => t.done).length;
    return `${done}/${this.todos.length} done`;
  }
}
const list = new TodoList();
list.add("write report", Priority.High, ["work"]);
list.add("buy milk", Priority.Low, ["home"]);
list.add("fix bug", Priority.High, ["work", "urgent"]);
list.add("call mom");
console.log(list.complete(1), list.complete(1), list.complete(42));
for (const t of list.pending()) console.log(`#${t.id} [${Priority[t.priority]}] ${t.title}`);
console.log(list.byTag("work"), list.summary());
console.log(list.pending()[0]);
