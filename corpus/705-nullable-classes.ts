class ListNode {
  constructor(public value: number, public next: ListNode | null) {}
}
let head: ListNode | null = null;
for (let i = 1; i <= 5; i++) head = new ListNode(i * 10, head);
let sum = 0;
let node = head;
while (node !== null) {
  sum += node.value;
  node = node.next;
}
console.log(sum, head, head === null, head !== null ? head.value : -1);
function find(list: ListNode | null, target: number): ListNode | null {
  for (let current = list; current !== null; current = current.next) {
    if (current.value === target) return current;
  }
  return null;
}
const found = find(head, 30);
console.log(found === null ? -1 : found.value, find(head, 99), find(null, 1));
class Tree {
  left: Tree | null = null;
  right: Tree | null = null;
  constructor(public key: number) {}
  insert(key: number): void {
    if (key < this.key) {
      if (this.left === null) this.left = new Tree(key);
      else this.left.insert(key);
    } else {
      if (this.right === null) this.right = new Tree(key);
      else this.right.insert(key);
    }
  }
  walk(out: number[]): void {
    if (this.left) this.left.walk(out);
    out.push(this.key);
    if (this.right) this.right.walk(out);
  }
}
const root = new Tree(50);
for (const k of [30, 70, 20, 40, 60, 80, 35]) root.insert(k);
const keys: number[] = [];
root.walk(keys);
console.log(keys.join(" "), root.left);
