// A class instance passed where a generic interface of a type parameter
// is wanted (`repo: Repo<T>` given a class implementing `Repo<Todo>`):
// the callbacks typed by that parameter take its values as `any`s, which
// behave as the values do.

interface Entity {
  id: number;
}
interface Repo<T extends Entity> {
  add(item: T): T;
  all(): T[];
}
class MemoryRepo<T extends Entity> implements Repo<T> {
  protected items = new Map<number, T>();
  add(item: T): T {
    this.items.set(item.id, item);
    return item;
  }
  all(): T[] {
    return [...this.items.values()];
  }
}
interface Todo extends Entity {
  title: string;
  done: boolean;
}
class TodoRepo extends MemoryRepo<Todo> {
  pending(): Todo[] {
    return this.all().filter((todo) => !todo.done);
  }
}
function printAll<T extends Entity>(repo: Repo<T>, format: (item: T) => string): number {
  const lines = repo.all().map(format);
  for (const line of lines) console.log(line);
  return lines.length;
}
const repo = new TodoRepo();
repo.add({ id: 1, title: "write", done: false });
repo.add({ id: 2, title: "read", done: true });
console.log(printAll(repo, (todo) => `#${todo.id} ${todo.title}${todo.done ? " (done)" : ""}`));
console.log(repo.pending().map((todo) => todo.title));
