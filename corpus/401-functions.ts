// Function declarations with typed parameters, hoisting and void results.
console.log(square(7), cube(3));
function square(x: number): number {
  return x * x;
}
function cube(x: number): number {
  return x * square(x);
}
function greet(name: string, excited: boolean): string {
  return "Hello, " + name + (excited ? "!" : ".");
}
console.log(greet("Ada", true), greet("Grace", false));
function logTwice(message: string): void {
  console.log(message);
  console.log(message);
}
logTwice("twice");
function noReturnValue(): void {
  return;
}
noReturnValue();
function inferred(a: number, b: number) {
  return a * 10 + b;
}
console.log(inferred(4, 2));
function inferredString(n: number) {
  return `#${n}`;
}
console.log(inferredString(9).length);
