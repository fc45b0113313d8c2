// URLSearchParams made from every kind of input Node takes: another
// URLSearchParams, a Map, a Set of pairs, pairs that are sets, records,
// numbers; its tuple errors; and values of type `any` given to its
// methods and to URL's setters, converted as Node converts them.
function show(label: string, input: any): void {
  try {
    console.log(label + ":", new URLSearchParams(input).toString());
  } catch (err: any) {
    console.log(label, err.name, err.code, err.message, err instanceof TypeError);
  }
}
show("copy", new URLSearchParams("a=1&b=2"));
show("map", new Map([["m", "n"]]));
show("pairs as sets", [new Set(["x", "y"])]);
show("set of pairs", new Set([["s", "t"]]));
show("number", 5);
show("boolean", true);
show("null", null);
show("record", { a: 1, b: [1, 2] });
show("short pair", [["a"]]);
show("not a pair", [1]);
const copied = new URLSearchParams(new URLSearchParams("x=1&x=2"));
console.log(copied.getAll("x"), copied.size);

const params = new URLSearchParams("false=bool&null=nil&k=1&k=2&k=3");
const no: any = false;
const nothing: any = null;
const two: any = 2;
console.log(params.get(no), params.get(nothing), params.has("k", two));
params.delete("k", two);
params.append(nothing, two);
console.log(params.toString());

const url = new URL("https://example.com/base?x=1#old");
url.pathname = no;
url.search = nothing;
console.log(url.href);
try {
  new URL("not a url");
} catch (err: any) {
  console.log(err.name, err.code, err.message);
}
