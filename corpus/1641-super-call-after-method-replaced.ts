// super.m() from an override whose object replaced m: the parent's method
// runs (JavaScript never sends super calls to the own property), through
// the original read as a value, a wrapper calling it, and two levels.

class Base {
  name = "base";
  greet(): string {
    return "base greet " + this.name;
  }
}
class Child extends Base {
  greet(): string {
    return "child(" + super.greet() + ")";
  }
}
const c = new Child();
const original = c.greet;
c.greet = () => "replaced";
console.log(c.greet(), original.call(c));
const wrapped = new Child();
const inner = wrapped.greet;
wrapped.greet = function (this: Child): string {
  return "wrapped[" + inner.call(this) + "]";
};
console.log(wrapped.greet());
const plain = new Base();
const baseGreet = plain.greet;
plain.greet = () => "plain replaced";
console.log(plain.greet(), baseGreet.call(plain));
class Grand extends Child {
  greet(): string {
    return "grand<" + super.greet() + ">";
  }
}
const g = new Grand();
const gOriginal = g.greet;
g.greet = () => "g replaced";
console.log(g.greet(), gOriginal.call(g));
const kept = new Child();
console.log(kept.greet());
