// Generic classes: a stack, a queue and a typed registry, each
// instantiated for several element types.
class Stack<T> {
  private items: T[] = [];
  push(item: T): number {
    return this.items.push(item);
  }
  pop(): T {
    return this.items.pop()!;
  }
  peek(): T {
    return this.items[this.items.length - 1];
  }
  get size(): number {
    return this.items.length;
  }
  isEmpty(): boolean {
    return this.items.length === 0;
  }
}
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  enqueue(item: T): void {
    this.items.push(item);
  }
  dequeue(): T {
    const item = this.items[this.head];
    this.head++;
    return item;
  }
  get length(): number {
    return this.items.length - this.head;
  }
}
const numbers = new Stack<number>();
numbers.push(1);
numbers.push(2);
numbers.push(3);
console.log(numbers.pop(), numbers.peek(), numbers.size, numbers.isEmpty());
const words = new Stack<string>();
words.push("first");
console.log(words.pop(), words.isEmpty(), words);
const tasks = new Queue<string>();
tasks.enqueue("wash");
tasks.enqueue("dry");
tasks.enqueue("fold");
console.log(tasks.dequeue(), tasks.length, tasks.dequeue(), tasks.length);
class Registry<V> {
  private entries = new Map<string, V>();
  constructor(private readonly label: string) {}
  register(name: string, value: V): this {
    this.entries.set(name, value);
    return this;
  }
  lookup(name: string): V {
    return this.entries.get(name)!;
  }
  describe(): string {
    return `${this.label}: ${[...this.entries.keys()].join(", ")}`;
  }
}
const ports = new Registry<number>("ports");
ports.register("http", 80);
ports.register("https", 443);
console.log(ports.lookup("https"), ports.describe());
const flags = new Registry<boolean>("flags");
flags.register("debug", true);
console.log(flags.lookup("debug"), flags.describe());
class Pair<A, B> {
  constructor(
    public first: A,
    public second: B,
  ) {}
  swap(): Pair<B, A> {
    return new Pair(this.second, this.first);
  }
  toString(): string {
    return `(${this.first}, ${this.second})`;
  }
}
const pair = new Pair("x", 42);
console.log(pair, pair.swap(), pair.swap().toString());
