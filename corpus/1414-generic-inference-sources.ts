// Type arguments inferred as tsc infers them: through `T | null` and
// generic class instances, from `Promise`/`Set`/`Map` arguments, from the
// wanted result type, and an unbound parameter defaulting to its
// constraint (or `unknown`).
class ListNode<T> {
  next: ListNode<T> | null = null;
  constructor(public value: T) {}
}

function toArray<T>(head: ListNode<T> | null): T[] {
  const out: T[] = [];
  for (let node = head; node; node = node.next) out.push(node.value);
  return out;
}

const first = new ListNode<number>(1);
first.next = new ListNode(2);
first.next.next = new ListNode(3);
console.log(toArray(first).join(","), toArray<string>(null).length);

function firstOf<T>(set: Set<T>): T | undefined {
  for (const value of set) return value;
  return undefined;
}
console.log(firstOf(new Set(["z", "y"])), firstOf(new Set<number>()));

function keysOf<K, V>(map: Map<K, V>): K[] {
  return [...map.keys()];
}
console.log(keysOf(new Map([["a", 1], ["b", 2]])));

function make<T>(): T[] {
  return [];
}
const made: number[] = make();
made.push(4);
console.log(made);

function label<T extends string>(name: string, suffix?: T): string {
  return name + (suffix ?? "!");
}
console.log(label("plain"), label("with", "?"));

async function run<T>(task: () => Promise<T>): Promise<T> {
  return task();
}

async function load(): Promise<number[]> {
  return run(async () => {
    const rows = await new Promise<number[]>((resolve) => resolve([]));
    if (rows.length === 0) return [];
    return rows;
  });
}

async function unwrap<T>(value: Promise<T>): Promise<T[]> {
  return [await value];
}

async function main(): Promise<void> {
  console.log(await load());
  console.log(await unwrap(Promise.resolve("w")));
  await new Promise<void>((resolve) => {
    console.log("executor");
    resolve();
  });
  const failed = new Promise<number>((_resolve, reject) => reject());
  await failed.catch((reason) => console.log("rejected with", reason));
  console.log("done");
}
main();
