let g: number | null = null;
function setG(): void { g = 5; }
g = null;
setG();
console.log(g ?? 0, g);
let local: number | string = "start";
const bump = () => { local = 42; };
local = "text";
bump();
console.log(typeof local, local);
let count: number | null = 0;
count = 3;
console.log(count + 1);
function run(): string {
  let state: string | undefined = "a";
  const reset = () => { state = undefined; };
  state = "b";
  reset();
  return state ?? "was reset";
}
console.log(run());
// A `let` no function assigns keeps its narrowing across calls.
let steady: number | string = 1;
if (typeof steady === "number") {
  console.log(steady + 1);
  console.log(steady * 2);
}
const matched = "a1b22".match(/\d+/g);
if (matched) {
  console.log(matched.length);
  console.log(matched[0], matched[1]);
}
