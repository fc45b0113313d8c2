// Object.assign that would give an object of a fixed shape a property
// its type does not have.
interface Point {
  x: number;
  y: number;
}
const point: Point = { x: 1, y: 2 };
const labelled = Object.assign(point, { label: "origin" });
console.log(labelled.label);
const numbers = Object.assign([1, 2], { extra: true });
console.log(numbers);
// Object.seal of an array (Node changes a sealed array's elements before
// some writes fail), and getOwnPropertyNames of an array.
const list = [3, 1, 2];
console.log(Object.seal(list), Object.getOwnPropertyNames([1, 2]));
