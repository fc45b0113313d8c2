// Typed arrays held by `any`: elements read and written by index (with
// the element type's conversion, nothing stored past the end), keys and
// entries, iteration, and the methods that read them.
const doubled = new Uint16Array([1, 2, 3]).map((value) => value * 2);
const held: any = doubled;
console.log(held.length, held[0], held[2], held[3], held["1"]);
const clamped: any = new Uint8ClampedArray([1, 2]);
clamped[0] = 300;
clamped[1] = -5;
clamped[9] = 7;
console.log(clamped[0], clamped[1], clamped[9], clamped);
const ints: any = new Int8Array(2);
ints[0] = 200;
ints[1] = "12";
console.log(ints, Array.from(ints));
console.log(Object.keys(held), Object.entries(held), [...held.keys()], [...held.values()]);
console.log(held.join("-"), held.indexOf(4), held.includes(3), held.at(-1), String(held));
let total = 0;
for (const value of held) total += value;
console.log(total);
const floats: any = new Float64Array([1.5, -0, NaN]);
console.log(floats[0], floats[1], floats[2], [...floats]);
