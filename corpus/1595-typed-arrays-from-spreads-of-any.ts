// A spread of values of type `any` (a generator delegating to an `any`,
// an `any` array) into an array with a declared element type: a new array,
// its elements checked as they are taken.

function* words() {
  yield* ["x", "y"] as any;
}
const out: string[] = [...words()];
console.log(out.join(","), out.length);

function* numbers(): Generator<any> {
  yield 1;
  yield* [2, 3] as any;
}
const total: number[] = [...numbers(), 4];
console.log(total.reduce((a, b) => a + b, 0), total);

const raw: any = JSON.parse("[5, 6, 7]");
const copied: number[] = [...raw];
copied.push(8);
console.log(copied, raw);

const flags: boolean[] = [true, ...(JSON.parse("[false, true]") as any[])];
console.log(flags.filter((f) => f).length, flags);
