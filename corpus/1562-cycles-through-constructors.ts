// Cycles made by constructors and by writes after construction: a field
// set only by its own constructor cannot close a cycle by itself, but a
// constructor that hands out `this`, a later write (typed, through `any`
// by name or by a computed key) or a container can. Every cycle here is
// garbage by the end and must be reclaimed (the corpus runs under the RC
// audit); the trees of set-once fields are not cycles at all.

class Pair {
  constructor(public left: Pair | null, public right: Pair | null) {}
  size(): number {
    return 1 + (this.left ? this.left.size() : 0) + (this.right ? this.right.size() : 0);
  }
}

class Part {
  constructor(public owner: Owner) {}
}

class Owner {
  part: Part;
  constructor(public name: string) {
    this.part = new Part(this);
  }
}

class Registered {
  static all: Registered[] = [];
  peer: Registered | null = null;
  constructor(public id: number) {
    this.register();
  }
  register(): void {
    Registered.all.push(this);
  }
}

class Leaf {
  constructor(public next: Leaf | null, public label: string) {}
}

class Base {
  constructor(public partner: Base | null) {}
}

class Derived extends Base {
  extra: number;
  constructor(partnerOf: Derived | null) {
    super(partnerOf);
    this.extra = 1;
  }
}

interface Linked {
  value: number;
  prev?: Linked;
  next?: Linked;
}

function tree(depth: number): Pair {
  return depth === 0 ? new Pair(null, null) : new Pair(tree(depth - 1), tree(depth - 1));
}

let total = 0;
for (let i = 0; i < 3000; i++) {
  total += tree(3).size();

  const owner = new Owner("o" + i);
  total += owner.part.owner === owner ? 1 : 0;

  const a: Linked = { value: i };
  const b: Linked = { value: 1, prev: a };
  a.next = b;
  total += a.next.prev === a ? 1 : 0;

  const leaf = new Leaf(null, "leaf");
  (leaf as any).next = leaf;
  total += leaf.next === leaf ? 1 : 0;

  const other = new Leaf(null, "other");
  const key = i % 2 === 0 ? "next" : "ne" + "xt";
  (other as any)[key] = other;
  total += other.next === other ? 1 : 0;

  const first = new Derived(null);
  const second = new Derived(first);
  first.partner = second;
  total += first.partner === second && second.partner === first ? 1 : 0;

  const holder = { items: [] as { holder: unknown }[] };
  holder.items.push({ holder });
  total += holder.items.length;
}
Registered.all.length = 0;
for (let i = 0; i < 100; i++) {
  const registered = new Registered(i);
  registered.peer = registered;
}
total += Registered.all.length;
Registered.all = [];
console.log(total);
