type Pair<T> = [T, T];
type Loop = Loop[];
type Mixed = { a: number } & { a: string };
const loop: Loop = [];
let mixed: Mixed = { a: 1, b: "x" };
function f(): void {
  type Local = number;
}
function generic<T>(value: T): void {
  type Boxed<U> = { value: T; other: U };
}
generic(1);
