// An object literal's own toString is what String(), template literals,
// concatenation, join and padding use, typed or through `any`, and also
// when the static type does not name it.
const separator = {
  toString() {
    return "|";
  },
};
console.log(String(separator), `${separator}`, "a" + separator, [1, 2].join(separator as any));

interface Named {
  name: string;
}
const withText = {
  name: "widget",
  toString(): string {
    return `Named(${this.name})`;
  },
};
const named: Named = withText;
console.log(String(named), `${named}!`);

const loose: any = { count: 2, toString: () => "two" };
console.log(String(loose), `${loose}`, loose + "!", "x".padEnd(5, loose));

class Base {
  id = 1;
}
class Labeled extends Base {
  toString(): string {
    return "labeled " + this.id;
  }
}
const asBase: Base = new Labeled();
console.log(String(asBase), `${asBase}`, String(new Base()));

const arrow = { toString: () => "arrow text" };
console.log(`${arrow}`, [arrow, separator].join(" & "));
console.log(Number({ toString: () => "42" } as any), Number(withText as any));
