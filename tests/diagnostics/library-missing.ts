// Parts of JavaScript's and Node's library that scriptc does not have yet
// are SC3006, never a type error: tsc accepts this program.
const bytes = new WritableStream();
const day = "e\u0301".search("e");
Object.defineProperty({}, "x", { value: 1 });
console.log(globalThis, bytes, day);
