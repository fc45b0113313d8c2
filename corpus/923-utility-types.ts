// Utility types: Partial, Pick, Omit, Readonly, NonNullable, ReadonlyArray.
interface Task { id: number; title: string; done: boolean; owner?: string }
type Draft = Partial<Task>;
type Summary = Pick<Task, "id" | "title">;
type NoOwner = Omit<Task, "owner" | "done">;
const draft: Draft = { title: "write" };
const summary: Summary = { id: 1, title: "read" };
const plain: NoOwner = { id: 2, title: "sleep" };
console.log(draft, draft.done, draft.id ?? -1, summary, plain);
function update(task: Task, changes: Partial<Task>): Task {
  return {
    id: changes.id ?? task.id,
    title: changes.title ?? task.title,
    done: changes.done ?? task.done,
    owner: changes.owner ?? task.owner,
  };
}
const t: Task = { id: 3, title: "t", done: false };
console.log(update(t, { done: true }), update(t, { title: "new" }));
const locked: Readonly<Task> = t;
console.log(locked.title);
let maybe: NonNullable<string | null> = "x";
console.log(maybe);
const frozenList: ReadonlyArray<number> = [1, 2, 3];
console.log(frozenList.length, frozenList.map((n) => n * 2));
