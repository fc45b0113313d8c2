// A generic singly linked list with iteration helpers.
class ListNode<T> {
  next: ListNode<T> | null = null;
  constructor(public value: T) {}
}
class LinkedList<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode<T> | null = null;
  private count = 0;
  append(value: T): void {
    const node = new ListNode(value);
    if (this.tail === null) {
      this.head = node;
      this.tail = node;
    } else {
      this.tail.next = node;
      this.tail = node;
    }
    this.count++;
  }
  prepend(value: T): void {
    const node = new ListNode(value);
    node.next = this.head;
    this.head = node;
    if (this.tail === null) this.tail = node;
    this.count++;
  }
  toArray(): T[] {
    const out: T[] = [];
    let node = this.head;
    while (node !== null) {
      out.push(node.value);
      node = node.next;
    }
    return out;
  }
  map<U>(f: (value: T) => U): LinkedList<U> {
    const result = new LinkedList<U>();
    let node = this.head;
    while (node !== null) {
      result.append(f(node.value));
      node = node.next;
    }
    return result;
  }
  find(predicate: (value: T) => boolean): number {
    let index = 0;
    let node = this.head;
    while (node !== null) {
      if (predicate(node.value)) return index;
      node = node.next;
      index++;
    }
    return -1;
  }
  get size(): number {
    return this.count;
  }
}
const list = new LinkedList<number>();
for (const n of [3, 1, 4, 1, 5]) list.append(n);
list.prepend(9);
console.log(list.toArray(), list.size);
const labels = list.map((n) => "n" + n);
console.log(labels.toArray(), labels.size);
console.log(list.find((n) => n === 4), list.find((n) => n > 100), labels.find((s) => s === "n1"));
const empty = new LinkedList<string>();
console.log(empty.toArray(), empty.size);
