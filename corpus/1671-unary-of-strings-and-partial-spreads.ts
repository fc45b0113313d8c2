// Unary minus and bitwise not of strings and booleans (tsc allows them): of
// the operand's number, as JavaScript converts it.
const s = "2";
const t = " 3.5 ";
console.log(-s, -t, ~s, -"", -"x", ~"7.9", -true, ~false, -(s + "1"), -"-0", Object.is(-"0", -0));

// A spread of a Partial over the full type: an optional boolean given.
interface Todo { id: number; title: string; done: boolean; due?: Date }
const todo: Todo = { id: 1, title: "a", done: false };
const update = (t: Todo, patch: Partial<Todo>): Todo => ({ ...t, ...patch });
console.log(update(todo, { title: "x" }));
console.log(update(todo, { done: true }));
