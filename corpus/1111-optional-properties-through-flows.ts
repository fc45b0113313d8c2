// Objects made without the type that declares an optional property still
// gain it when their values flow into that type: through a variable, a
// parameter, an array, another interface or a spread.
interface Options { verbose?: boolean; level?: number; name?: string }
interface Base { level?: number }
const a = { level: 1 };
const o: Options = a;
o.name = "late";
console.log(o, a);
const b: Base = { level: 2 };
const c: Options = b;
c.verbose = true;
console.log(c);
function take(x: Options): void { x.name = "taken"; }
const d = { level: 3 };
take(d);
console.log(d);
const list = [{ level: 4 }];
const asOptions: Options[] = list;
asOptions[0].name = "in list";
console.log(list);
const base2 = { level: 1 };
const copy = { ...base2, extra: "e" };
const o2: Options = copy;
o2.name = "n";
o2.verbose = false;
console.log(o2);
