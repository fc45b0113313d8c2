// Generator, async and async generator functions print with their kind
// ([GeneratorFunction: f], [AsyncFunction: f]), as Node prints them.
function* gen() {
  yield 1;
}
const anon = function* () {
  yield 2;
};
const o = { *m() { yield 3; }, async a() {}, f() {} };
console.log(gen, anon, o);
async function af() {}
console.log(af);
class K {
  *items() {
    yield 1;
  }
  async load() {
    return 1;
  }
  static async *stream() {
    yield 2;
  }
}
const k = new K();
console.log(K.stream, [...k.items()]);
const arrow = async () => 1;
console.log(arrow, [async function () {}], { g: function* () {} });
async function* ag() {}
console.log(ag, typeof ag);
class Maker {
  static make(): number {
    return 1;
  }
}
const made = Maker.make;
console.log(Maker.make, made.name, made());
function outer() {
  function inner() {}
  return inner;
}
console.log(outer(), outer().name);
