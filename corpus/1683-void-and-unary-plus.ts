// `void expression` evaluates the expression and gives `undefined` (the
// floating-promise idiom `void main()`); unary `+` converts any value to a
// number as JavaScript does (arrays, objects, null, dates).

let runs = 0;
async function main(): Promise<void> {
  runs++;
  await Promise.resolve();
  console.log("main ran", runs);
}
void main();
const nothing = void 0;
console.log(nothing, void runs++, runs, typeof void 0);

const empty: number[] = [];
const single = [7];
const pair = [1, 2];
console.log(+empty, +single, +pair, +["3.5"], +{}, +{ valueOf: () => 42 });
console.log(+new Date(86400000), +"  12  ", +"", +true);
