// util.inspect right-aligns the columns of an array whose elements are all
// numbers or bigints, whatever way the array holds them.
const plain = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const viaAny: any = plain;
console.log([...viaAny.keys()]);
console.log(Array.from(viaAny));

const big = [1n, 22n, 333n, 4444n, 5n, 6n, 7n, 8n, 99999999999999999999n];
console.log(big);

const mixed: (number | string)[] = [1, 2, 3, 44, 555, 6, 7, 8];
console.log(mixed);
mixed.push("x");
console.log(mixed);

const optional: (number | undefined)[] = [1, 2, 3, 44, 555, 6, 7, undefined];
console.log(optional);

const many: any[] = [];
for (let i = 0; i < 120; i++) many.push(i * 7);
console.log(many);
many.push("s");
console.log(many);
