// Objects of JavaScript's and Node's own classes (dates, URLs, search
// parameters, regular expressions) have no own enumerable properties:
// their state is not listed, serialized or spread, here or in a
// subclass; a program's own fields are.
const things: object[] = [
  new Date(0),
  new URL("http://example.org/path?x=1"),
  new URLSearchParams("a=1&b=2"),
  /ab+c/gi,
  new Map([[1, 2]]),
  new Set(["s"]),
];
for (const thing of things) {
  console.log(Object.keys(thing), Object.entries(thing).length, JSON.stringify(thing));
}
const date: any = new Date(86400000);
for (const key in date) console.log("never", key);
console.log({ ...date }, date.getTime());

class Stamp extends Date {
  label = "stamp";
}
const stamp = new Stamp(0);
console.log(Object.keys(stamp), JSON.stringify({ ...stamp }), stamp.getTime());

const pattern: any = /o/g;
pattern.exec("foo");
console.log(pattern.lastIndex, pattern.source, pattern.flags, Object.keys(pattern));

class AppError extends Error {
  code = 42;
  constructor(message: string) {
    super(message);
    this.name = "AppError";
  }
}
const error = new AppError("bad");
console.log(Object.keys(error), JSON.stringify(error));
for (const key in error) console.log("error key", key);
const url = new URL("https://example.com/p?q=1");
console.log(url.searchParams.get("q"), JSON.stringify({ url }));
