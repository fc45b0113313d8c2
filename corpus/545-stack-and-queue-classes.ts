// Generic stack and queue classes over arrays.
class Stack<T> {
  private items: T[] = [];
  push(item: T): this {
    this.items.push(item);
    return this;
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  peek(): T | undefined {
    return this.items[this.items.length - 1];
  }
  get size(): number {
    return this.items.length;
  }
}
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  enqueue(item: T): void {
    this.items.push(item);
  }
  dequeue(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.head++;
    if (this.head > 16 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
  get length(): number {
    return this.items.length - this.head;
  }
}
const s = new Stack<string>();
s.push("a").push("b").push("c");
console.log(s.pop(), s.peek(), s.size);
const q = new Queue<number>();
for (let i = 0; i < 40; i++) q.enqueue(i);
let sum = 0;
while (q.length > 5) sum += q.dequeue() ?? 0;
console.log(sum, q.length, q.dequeue(), q.length);
function balanced(text: string): boolean {
  const stack = new Stack<string>();
  const pairs = new Map([[")", "("], ["]", "["], ["}", "{"]]);
  for (const c of text) {
    if ("([{".includes(c)) stack.push(c);
    else if (pairs.has(c) && stack.pop() !== pairs.get(c)) return false;
  }
  return stack.size === 0;
}
console.log(["(a[b]{c})", "(]", "((", "{[()()]}"].map(balanced));
