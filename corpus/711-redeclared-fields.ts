class Animal {
  sound: string = "...";
  legs: number = 4;
  constructor(public name: string) {}
  speak(): string {
    return `${this.name} says ${this.sound} on ${this.legs} legs`;
  }
}
class Bird extends Animal {
  legs: number = 2;
  sound: string = "tweet";
  wings = 2;
}
class Dog extends Animal {
  sound = "woof";
}
const animals: Animal[] = [new Animal("generic"), new Bird("robin"), new Dog("rex")];
for (const animal of animals) console.log(animal.speak());
console.log(animals);
