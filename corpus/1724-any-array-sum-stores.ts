// Stores of sums into arrays of `any`: a number box only the array holds
// may be changed in place; one held elsewhere, a string, an object with
// valueOf, undefined, the index at the end and a frozen array may not.
const values: any[] = [];
for (let i = 0; i < 6; i++) values.push(i);
const kept = values[2];
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < values.length; i++) {
    values[i] = values[i] + 1;
  }
}
console.log(values, kept);

const mixed: any[] = [1, "a", { valueOf: () => 10 }, null, undefined, true, 2.5];
for (let i = 0; i < mixed.length; i++) {
  mixed[i] = mixed[i] + 1;
}
console.log(mixed);

const sparse: any[] = [1, 2];
sparse[2] = sparse[2] + 1;
sparse[1] = sparse[1] + sparse[0] + 0.5;
console.log(sparse, sparse.length);

const shared: any[] = [5, 6];
const alias = shared;
const other: any[] = [shared[0]];
shared[0] = shared[0] * 2 + 1;
shared[1] = 1 + shared[1];
console.log(shared, alias, other);

const frozen: any[] = [1, 2];
Object.freeze(frozen);
try {
  frozen[0] = frozen[0] + 1;
} catch (error) {
  console.log((error as Error).name, (error as Error).message);
}
console.log(frozen);

let index = 0;
const counters: any[] = [0, 0, 0];
for (let n = 0; n < 10; n++) {
  counters[index++ % 3] = counters[n % 3] + n;
}
console.log(counters, index);

const nested: any[][] = [[1], [2]];
for (const row of nested) row[0] = row[0] + row.length;
console.log(nested);

const total: any[] = [0];
for (let i = 0; i < 100000; i++) total[0] = total[0] + i;
console.log(total[0]);
const big: any[] = [Number.MAX_SAFE_INTEGER];
big[0] = big[0] + 2;
const negative: any[] = [-0];
negative[0] = negative[0] + -0;
console.log(big, negative, Object.is(negative[0], -0));
