// Symbols as property keys: unique symbols (Symbol() and Symbol.for in a
// const) and well-known ones in interfaces, object literals and classes
// (fields, static fields, methods, getters); reads, writes and calls
// through them; printing after the string keys; left out of Object.keys,
// for...in and JSON, kept by spread; [Symbol.toStringTag] in printing and
// String().
const ID = Symbol("id");
const TAG = Symbol.for("app.tag");

interface Entity {
  name: string;
  [ID]: number;
  [TAG]?: string;
}

const e: Entity = { name: "widget", [ID]: 42 };
console.log(e);
console.log(e[ID], e[TAG], Object.keys(e), JSON.stringify(e));
e[TAG] = "tagged";
e[ID] += 1;
console.log(e, e[ID]);
for (const key in e) console.log("key", key);
const copy = { ...e, extra: 1 };
console.log(copy);

class Resource {
  static [ID] = 7;
  [ID]: number;
  label = "r";
  constructor(id: number) {
    this[ID] = id;
  }
  [TAG](): string {
    return `resource ${this[ID]}`;
  }
}
const r = new Resource(3);
console.log(r, r[ID], r[TAG](), Object.keys(r));

const iterable = {
  items: [1, 2, 3],
  [Symbol.iterator]() {
    return this.items.values();
  },
};
console.log(iterable);

const withMethod = {
  [ID]: 1,
  [Symbol.toStringTag]: "Custom",
  greet() {
    return "hi";
  },
};
console.log(withMethod, withMethod[Symbol.toStringTag]);
const K2 = Symbol("k");
const o2 = {
  n: 4,
  [K2]() {
    return this.n * 2;
  },
  *[Symbol.iterator]() {
    yield this.n;
  },
  *plain() {
    yield this.n;
  },
};
console.log(o2[K2]());
const f2 = o2[Symbol.iterator];
console.log(typeof f2);
console.log([...o2.plain()]);
const it2 = o2[Symbol.iterator]();
console.log(it2.next());
class Thing {
  x = 1;
  get [Symbol.toStringTag](): string {
    return "Special";
  }
}
console.log(new Thing(), String(new Thing()), `${new Thing()}`);
class Field {
  [Symbol.toStringTag] = "F";
}
console.log(new Field(), String(new Field()));
const lit = { [Symbol.toStringTag]: "Lit", a: 1 };
console.log(lit, String(lit));
