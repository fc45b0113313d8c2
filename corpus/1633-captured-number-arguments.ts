// A closure passing a captured number to a function that is otherwise
// called with integers: the captured value may be any number (NaN, a
// fraction, -0, an infinity), so the parameter must not be taken for an
// integer.

function first(value: number, ignored: number): number {
  return value;
}

function scaled(value: number): number {
  return value * 2;
}

for (let i = 0; i < 3; i++) {
  console.log(first(i, i), scaled(i));
}

{
  const notANumber = parseInt("not digits");
  const fraction = 7 / 4;
  const negativeZero = -0;
  const huge = 1e300 * 1e10;
  const results = [1, 2].map((index: number): number => first(notANumber, index));
  console.log(results);
  console.log([0].map(() => first(fraction, 0)), [0].map(() => scaled(fraction)));
  console.log(Object.is([0].map(() => first(negativeZero, 0))[0], -0));
  console.log([0].map(() => scaled(huge)));
  const later = (): number => first(notANumber, 1) + scaled(fraction);
  console.log(later());
}

function makeCounter(start: number): () => number {
  let count = start;
  return () => {
    count += 0.5;
    return first(count, 0);
  };
}
const counter = makeCounter(1);
console.log(counter(), counter(), first(2, 2));
