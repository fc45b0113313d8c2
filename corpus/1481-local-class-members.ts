class Animal {
  constructor(public name: string) {}
  speak(): string { return this.name + " makes a sound"; }
}
interface Greeter { greet(): string; }
function zoo(suffix: string) {
  let calls = 0;
  class Dog extends Animal {
    #secret = suffix + "!";
    static #made = 0;

    constructor(name: string) {
      super(name);
      Dog.#made++;
    }
    speak(): string { calls++; return this.name + " barks" + suffix; }
    get secret(): string { return this.#secret; }
    set secret(v: string) { this.#secret = v + suffix; }
    self(): this { return this; }
    static made(): number { return Dog.#made; }
    *letters(): Generator<string> { for (const ch of this.name) yield ch + suffix; }
    async later(): Promise<string> { await null; return "later " + this.name + calls; }
  }
  class Polite implements Greeter {
    greet(): string { return "hello" + suffix; }
  }
  const d = new Dog("rex");
  d.secret = "s";
  console.log(d.speak(), d.self().secret, Dog.made(), [...d.letters()].join("|"));
  console.log(JSON.stringify(d), Object.keys(d), { ...d });
  for (const k in d) console.log("key", k);
  const g: Greeter = new Polite();
  console.log(g.greet());
  d.later().then((v) => console.log(v));
  return [d, new Dog("fido")] as Animal[];
}
const made = zoo("?");
calls();
function calls(): void {
  for (const a of made) console.log(a.speak(), a instanceof Animal);
}
const boxes: (() => number)[] = [];
for (let i = 0; i < 3; i++) {
  class Holder {
    get(): number { return i * 10; }
  }
  const h = new Holder();
  boxes.push(() => h.get());
}
console.log(boxes.map((f) => f()));
function later(): number {
  let n = 1;
  class C { get(): number { return n; } bump(): void { n += 5; } }
  const c = new C();
  n = 2;
  c.bump();
  return c.get() + n;
}
console.log(later());
