// filter with a type predicate narrowing an array of a class to a
// subclass: the kept elements are read as the subclass.
class Animal { constructor(public name: string) {} }
class Dog extends Animal { bark(): string { return this.name + " woofs"; } }
class Cat extends Animal { lives = 9; }
const pets: Animal[] = [new Dog("rex"), new Cat("tom"), new Dog("fido")];
const dogs = pets.filter((p): p is Dog => p instanceof Dog);
console.log(dogs.map((d) => d.bark()), dogs.length);
function isCat(a: Animal): a is Cat { return a instanceof Cat; }
console.log(pets.filter(isCat).map((c) => c.lives + c.name.length));
const maybe: (Animal | null)[] = [new Dog("a"), null];
console.log(maybe.filter((p): p is Dog => p instanceof Dog).length);
const honest = pets.filter((p): p is Dog => p.name.length !== 3 || p instanceof Dog);
console.log(honest.map((d) => d.bark()));
