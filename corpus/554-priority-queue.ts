// A binary heap priority queue and Dijkstra's shortest paths.
class MinHeap<T> {
  private items: { priority: number; value: T }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(value: T, priority: number): void {
    this.items.push({ priority, value });
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.items[parent].priority <= this.items[i].priority) break;
      [this.items[parent], this.items[i]] = [this.items[i], this.items[parent]];
      i = parent;
    }
  }
  pop(): T | undefined {
    if (this.items.length === 0) return undefined;
    const top = this.items[0];
    const last = this.items.pop()!;
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < this.items.length && this.items[l].priority < this.items[smallest].priority) smallest = l;
        if (r < this.items.length && this.items[r].priority < this.items[smallest].priority) smallest = r;
        if (smallest === i) break;
        [this.items[smallest], this.items[i]] = [this.items[i], this.items[smallest]];
        i = smallest;
      }
    }
    return top.value;
  }
}
const heap = new MinHeap<string>();
for (const [v, p] of [["e", 5], ["a", 1], ["d", 4], ["b", 2], ["c", 3]] as [string, number][]) heap.push(v, p);
const out: string[] = [];
while (heap.size > 0) out.push(heap.pop()!);
console.log(out.join(""));

const roads = new Map<string, [string, number][]>([
  ["A", [["B", 4], ["C", 1]]],
  ["C", [["B", 2], ["D", 7]]],
  ["B", [["D", 1]]],
  ["D", []],
]);
function shortest(start: string): Map<string, number> {
  const dist = new Map<string, number>([[start, 0]]);
  const queue = new MinHeap<string>();
  queue.push(start, 0);
  while (queue.size > 0) {
    const node = queue.pop()!;
    for (const [next, cost] of roads.get(node) ?? []) {
      const candidate = dist.get(node)! + cost;
      if (candidate < (dist.get(next) ?? Infinity)) {
        dist.set(next, candidate);
        queue.push(next, candidate);
      }
    }
  }
  return dist;
}
console.log(shortest("A"));
