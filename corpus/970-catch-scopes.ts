// The catch binding is scoped to its block; nested handlers shadow it;
// closures created in a catch block keep the caught value.
const handlers: (() => string)[] = [];
for (const word of ["alpha", "beta"]) {
  try {
    throw new Error(word);
  } catch (e) {
    const message = (e as Error).message;
    handlers.push(() => `remembered ${message}`);
    try {
      throw new Error(`${word}-inner`);
    } catch (e) {
      console.log("inner:", (e as Error).message);
    }
    console.log("outer:", (e as Error).message);
  }
}
console.log(handlers.map((h) => h()));

let e = "a variable named e";
try {
  throw 1;
} catch (e) {
  console.log("caught", e);
}
console.log(e);
e = "still a string";
console.log(e.length);
