// Well-known and registered symbols as keys of values held by `any`, and
// `Symbol.iterator in` values of every kind.

const TAG = Symbol.for("app/tag");

class Tagged {
  static [TAG] = "class-tag";
  [TAG] = "instance-tag";
  label = "t";
  *[Symbol.iterator]() {
    yield this.label;
  }
}

const held: any = new Tagged();
console.log(held[TAG], (Tagged as any)[TAG], typeof held[Symbol.iterator]);
console.log(TAG in held, Symbol.iterator in held, (TAG as any) in (Tagged as any));
console.log(Object.hasOwn(Tagged, TAG), Object.prototype.hasOwnProperty.call(held, TAG));

const list = [1, 2, 3];
const text = "abc";
console.log(Symbol.iterator in list, Symbol.iterator in new Map(), Symbol.iterator in new Set([1]));
console.log(typeof (list as any)[Symbol.iterator], typeof list[Symbol.iterator], typeof text[Symbol.iterator]);

const hasKey = (value: any, key: any): boolean => typeof value === "object" && value !== null && key in value;
console.log(hasKey(list, Symbol.iterator), hasKey({ a: 1 }, Symbol.iterator), hasKey(held, TAG), hasKey(held, "label"));
console.log(hasKey(new Tagged(), Symbol.for("app/tag")), hasKey(new Tagged(), Symbol.for("other")));
