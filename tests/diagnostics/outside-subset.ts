// Constructs outside the subset, each with its own code.
function sealed(constructor: Function): void {}
@sealed
class Widget {
  size = 1;
}
// (calling an `any` is supported: a dynamic call)
const result = eval("1 + 1");
const made = new Function("a", "return a");
(Widget as unknown as { prototype: object }).prototype;
class Plain {}
const proto = Object.getPrototypeOf(new Plain());
