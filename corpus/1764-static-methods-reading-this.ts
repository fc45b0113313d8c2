// A static method's `this` is the class object it was called on: the
// class itself, or a subclass that inherits the method (`User.create()`),
// in direct calls, getters, arrow functions inside, async methods,
// generators, and calls through a `typeof` value or `any`.
class Model {
  static count = 0;
  static registry: string[] = [];
  static label = "model";
  constructor(public name: string) {}
  static create(name: string): Model {
    Model.count++;
    this.registry.push(`${this.label}:${name}`);
    return new this(name);
  }
  static get total(): number {
    return this.count * 10;
  }
  static describe(): string {
    return `${this.name}/${this.label}/${this.count}`;
  }
  static later(): () => string {
    return () => this.describe();
  }
  static twice(x: number): number {
    return this.add(x, x);
  }
  static add(a: number, b: number): number {
    return a + b;
  }
  static async load(n: number): Promise<number> {
    await null;
    return this.count + n;
  }
  static *ids(): Generator<string> {
    for (let i = 0; i < this.count; i++) yield `${this.label}-${i}`;
  }
}

class User extends Model {
  static label = "user";
  static describe(): string {
    return "User<" + Model.describe() + ">";
  }
}

const a = Model.create("a");
const b = Model.create("b");
console.log(a.name, b.name, Model.count, Model.registry, Model.total);
console.log(Model.describe(), User.describe(), Model.later()(), Model.twice(21));
const u = User.create("u");
console.log(u instanceof User, u instanceof Model, u.name, Model.registry);
console.log(User.label, Model.label, [...Model.ids()], [...User.ids()]);

const make = (k: typeof Model) => k.create("z").name + ":" + k.label;
console.log(make(Model), make(User), Model.count);
const loose: any = User;
console.log(loose.twice(4), loose.describe(), loose.total);

// A static method without `this` is a plain function, as a value too.
const add = Model.add;
console.log([1, 2, 3].map((x) => add(x, 10)));

Model.load(5).then((v) => console.log("load", v));
User.load(1).then((v) => console.log("user load", v));
