// Unions of object types, switched on a discriminant property; unions of
// classes narrowed with instanceof.
type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "rect"; width: number; height: number }
  | { kind: "triangle"; base: number; height: number };
function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "rect":
      return shape.width * shape.height;
    case "triangle":
      return (shape.base * shape.height) / 2;
  }
}
const shapes: Shape[] = [
  { kind: "circle", radius: 1 },
  { kind: "rect", width: 2, height: 5 },
  { kind: "triangle", base: 4, height: 3 },
];
for (const shape of shapes) console.log(shape.kind, area(shape).toFixed(2));
console.log(shapes);
type Expr =
  | { op: "num"; value: number }
  | { op: "add"; left: Expr; right: Expr }
  | { op: "mul"; left: Expr; right: Expr }
  | { op: "neg"; operand: Expr };
function evaluate(e: Expr): number {
  if (e.op === "num") return e.value;
  if (e.op === "neg") return -evaluate(e.operand);
  const left = evaluate(e.left);
  const right = evaluate(e.right);
  return e.op === "add" ? left + right : left * right;
}
function show(e: Expr): string {
  switch (e.op) {
    case "num":
      return String(e.value);
    case "neg":
      return `-${show(e.operand)}`;
    default:
      return `(${show(e.left)} ${e.op === "add" ? "+" : "*"} ${show(e.right)})`;
  }
}
const num = (value: number): Expr => ({ op: "num", value });
const expr: Expr = {
  op: "add",
  left: num(2),
  right: { op: "mul", left: { op: "neg", operand: num(3) }, right: num(4) },
};
console.log(show(expr), "=", evaluate(expr));
class Cat {
  constructor(public name: string) {}
  meow(): string {
    return this.name + " says meow";
  }
}
class Dog {
  constructor(
    public name: string,
    public tricks: number,
  ) {}
  bark(): string {
    return this.name + " knows " + this.tricks + " tricks";
  }
}
function speak(pet: Cat | Dog): string {
  return pet instanceof Cat ? pet.meow() : pet.bark();
}
const pets: (Cat | Dog)[] = [new Cat("Tom"), new Dog("Rex", 3)];
console.log(pets.map(speak), pets.map((pet) => pet.name));
