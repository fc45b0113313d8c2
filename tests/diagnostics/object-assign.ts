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
// Object.freeze of a value other references may reach, and
// getOwnPropertyNames of an array.
const shared = { n: 1 };
const alias = shared;
console.log(Object.freeze(alias), Object.getOwnPropertyNames([1, 2]));
