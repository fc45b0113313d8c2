// Parts of JavaScript's and Node's library that scriptc does not have yet
// are SC3006, never a type error: tsc accepts this program.
const bytes = new WritableStream();
const day = escape("e\u0301");
Object.defineProperty({}, "x", { value: 1 });
console.log(globalThis, bytes, day);
