// Functions without a result annotation whose returns differ in type: the
// result is the widest when the others fit it, else their union, as tsc
// infers it.

function threw(fn: () => void) {
  try {
    fn();
    return false;
  } catch (err: any) {
    return err && err.name === "TypeError";
  }
}
console.log(threw(() => {}), threw(() => { throw new TypeError("x"); }), threw(() => { throw new Error("y"); }));

function pick(n: number) {
  if (n > 1) return "many";
  if (n === 1) return 1;
  return null;
}
console.log(pick(0), pick(1), pick(5), typeof pick(1), typeof pick(0));

class Animal {
  constructor(public name: string) {}
}
class Dog extends Animal {
  bark() {
    return "woof";
  }
}
function make(dog: boolean) {
  if (dog) return new Dog("rex");
  return new Animal("cat");
}
console.log(make(true).name, make(false).name, make(true) instanceof Dog);

const label = (x: number) => {
  if (x < 0) return undefined;
  return x.toFixed(1);
};
console.log(label(-1), label(2), [label(-3), label(4)]);

function find(xs: number[], v: number) {
  for (const x of xs) if (x === v) return x;
  return undefined;
}
console.log(find([1, 2], 2), find([1], 5));

function parse(text: string) {
  switch (text) {
    case "true":
      return true;
    case "false":
      return false;
    default: {
      const n = Number(text);
      return Number.isNaN(n) ? text : n;
    }
  }
}
console.log(["true", "7", "x", "false"].map(parse));
