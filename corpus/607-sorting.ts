// sort with and without a comparator; sort is stable.
const values = [10, 9, 1, 100, 25, 3, 2];
console.log(values.slice().sort());
console.log(values.slice().sort((a, b) => a - b));
console.log(values.slice().sort((a, b) => b - a));
console.log(values);
const sortedCopy = values.toSorted((a, b) => a - b);
console.log(sortedCopy, values);
console.log(["banana", "Apple", "cherry", "apple", "Banana"].sort());
console.log([true, false, true].sort());
console.log([-1, -10, 5, 0, -0.5].sort());

class Person {
  constructor(
    public name: string,
    public age: number,
  ) {}
}
const people = [
  new Person("Ann", 30),
  new Person("Bob", 25),
  new Person("Cid", 30),
  new Person("Dee", 25),
  new Person("Eve", 35),
  new Person("Fay", 30),
];
people.sort((a, b) => a.age - b.age);
console.log(people.map((p) => p.name + p.age).join(" "));
people.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
console.log(people.map((p) => p.name).join(" "));

const big: number[] = [];
let seed = 7;
for (let i = 0; i < 200; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  big.push(seed % 1000);
}
big.sort((a, b) => a - b);
let ordered = true;
for (let i = 1; i < big.length; i++) if (big[i - 1] > big[i]) ordered = false;
console.log(ordered, big[0], big[199], big.length);
const byLastDigit = big.slice(0, 20).sort((a, b) => (a % 10) - (b % 10));
console.log(byLastDigit.join(","));
const result = [3, 1, 2].sort((a, b) => a - b);
console.log(result.reverse());
