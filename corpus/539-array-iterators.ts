// keys(), values() and entries() of arrays in for-of loops and spreads.
const fruits = ["apple", "banana", "cherry"];
for (const [i, f] of fruits.entries()) console.log(i, f);
for (const i of fruits.keys()) console.log("key", i);
for (const v of fruits.values()) console.log("value", v);
console.log([...fruits.keys()], [...fruits.entries()]);
const squares = Array.from(fruits.keys(), (k) => k * k);
console.log(squares);
let longest = "";
for (const [index, name] of fruits.entries()) {
  if (name.length > longest.length) longest = `${index}:${name}`;
}
console.log(longest);
