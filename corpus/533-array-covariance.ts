// Arrays of object literals and of subclasses where arrays of an interface
// or base class are wanted.
interface Named { name: string }
function names(items: Named[]): string {
  return items.map((i) => i.name).join(", ");
}
const people = [{ name: "ann", age: 3 }, { name: "bob", age: 4 }];
console.log(names(people));
class Animal {
  constructor(public name: string) {}
  speak(): string { return `${this.name} makes a sound`; }
}
class Dog extends Animal {
  speak(): string { return `${this.name} barks`; }
}
function chorus(animals: Animal[]): string[] {
  return animals.map((a) => a.speak());
}
const dogs: Dog[] = [new Dog("rex"), new Dog("fido")];
console.log(chorus(dogs));
console.log(names(dogs));
const rows: Named[] = Array.from({ length: 3 }, (_, i) => ({ name: `row${i}` }));
console.log(rows, names(rows));
