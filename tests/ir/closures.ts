// A closure is an object: code pointer in slot 0, captured values after
// it. A captured variable that is assigned lives in a box shared by the
// function and the closure. Calling a function value loads the code from
// the closure object and passes the object first.
function counter(): () => number {
  let count = 0;
  return () => ++count;
}
function apply(f: (x: number) => number, value: number): number {
  return f(value);
}
const next = counter();
const offset = 10;
console.log(next(), apply((x) => x + offset, 5));
