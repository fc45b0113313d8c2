// find and findLast with a type predicate: the element found as the
// narrower type (a subclass, a primitive of unknown elements).
class Animal { constructor(public name: string) {} }
class Dog extends Animal { bark(): string { return this.name + "!"; } }
const pets: Animal[] = [new Animal("cat"), new Dog("rex")];
const firstDog = pets.find((p): p is Dog => p instanceof Dog);
console.log(firstDog?.bark());
function isDog(p: Animal): p is Dog { return p instanceof Dog; }
const d = pets.find(isDog);
if (d) console.log(d.bark());
const last = pets.findLast((p): p is Dog => p instanceof Dog);
console.log(last ? last.bark() : "none");
if (pets.every((p): p is Dog => p instanceof Dog)) console.log("all dogs");
else console.log("not all");
const u: unknown[] = [1, "a", 2];
const ns = u.filter((x): x is number => typeof x === "number");
console.log(ns.map((n) => n * 2));
const found = u.find((x): x is string => typeof x === "string");
console.log(found?.toUpperCase());
const none = u.find((x): x is boolean => typeof x === "boolean");
console.log(none, none === undefined);
const nfound = u.find((x): x is number => typeof x === "number" && x > 1);
console.log(nfound !== undefined ? nfound + 1 : "none");
const nothing = ([] as unknown[]).find((x): x is string => typeof x === "string");
console.log(nothing ?? "empty");
const mixed: (string | number)[] = ["a", 2];
const m = mixed.find((x): x is number => typeof x === "number");
console.log(m === undefined ? "none" : m * 3);
const cat = pets.find((p): p is Dog => p.name === "nobody");
console.log(cat === undefined, cat?.bark());
