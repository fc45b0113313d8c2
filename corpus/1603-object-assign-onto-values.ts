// Object.assign onto existing values: objects, class instances (through
// a setter too), records, functions (which gain properties) and any;
// Partial<C> of a class.
interface Config { host: string; port: number; debug?: boolean }
const config: Config = { host: "localhost", port: 80 };
const same = Object.assign(config, { port: 8080 });
console.log(config, same === config);
class Options {
  verbose = false;
  level = 1;
  name = "opts";
  constructor(init?: Partial<Options>) {
    Object.assign(this, init);
  }
}
console.log(new Options({ level: 3 }), new Options(), new Options({ verbose: true, name: "x" }));
function greet(s: string): string { return "hi " + s; }
const decorated = Object.assign(greet, { tag: "TAG", times: 2 });
console.log(decorated.tag, decorated.times, decorated("bob"));
const scores: Record<string, number> = { a: 1 };
Object.assign(scores, { b: 2 }, { c: 3, a: 10 });
console.log(scores);
const anyTarget: any = {};
Object.assign(anyTarget, { x: 1 }, config);
console.log(anyTarget);
class Temp {
  private c = 0;
  get celsius() { return this.c; }
  set celsius(v: number) { this.c = v; }
}
const temp = Object.assign(new Temp(), { celsius: 25 });
console.log(temp.celsius, temp);
class P { x = 0; y = 0; }
const src = new P();
src.x = 3;
const q = Object.assign(new P(), src, { y: 9 });
console.log(q);
const lit = { a: 1, b: "two" };
const r = Object.assign(lit, { a: 5 }, null, undefined);
console.log(r, lit);
