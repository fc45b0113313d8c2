// A method called through a class that has subclasses goes through the
// vtable in the class descriptor; a class without subclasses is called
// directly.
class Animal {
  speak(): string {
    return "...";
  }
}
class Dog extends Animal {
  speak(): string {
    return "woof";
  }
}
const pets: Animal[] = [new Animal(), new Dog()];
for (const pet of pets) console.log(pet.speak());
