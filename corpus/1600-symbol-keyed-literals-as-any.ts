// An object literal with a symbol-keyed property written where an `any`
// is wanted keeps its symbol key (it is not made a dictionary of strings).

const values = [1, 2];
const iterable: any = { [Symbol.iterator]: () => values.values(), plain: 1 };
console.log(typeof iterable[Symbol.iterator], Symbol.iterator in iterable, Object.hasOwn(iterable, "plain"));
console.log(iterable, [...iterable], Array.from(iterable));

const KEY = Symbol.for("registered");
const tagged: any = { [KEY]: "tag", name: "n" };
console.log(tagged[KEY], KEY in tagged, tagged.name, Object.keys(tagged), JSON.stringify(tagged));
