// The class's method read as a value stays the class's method after the
// instance gets a replacement: binding in the constructor
// (`this.m = this.m.bind(this)`) and wrapping the original both call the
// method itself, not the replacement. Replacements are own properties,
// listed after the fields in the order they were made.
class Button {
  presses = 0;
  label: string;
  constructor(label: string, bindFirst: boolean) {
    this.label = label;
    if (bindFirst) {
      this.press = this.press.bind(this);
      this.render = this.render.bind(this);
    } else {
      this.render = this.render.bind(this);
      this.press = this.press.bind(this);
    }
  }
  press(): number {
    this.presses += 1;
    return this.presses;
  }
  render(): string {
    return "[" + this.label + " x" + this.presses + "]";
  }
  describe(times: number): string {
    return this.label.repeat(times);
  }
}

const ok = new Button("ok", true);
const cancel = new Button("cancel", false);
const pressOk = ok.press;
pressOk();
pressOk();
console.log(ok.render(), ok.presses);
const handlers: Array<() => string> = [ok.render, cancel.render];
console.log(handlers.map((render) => render()).join(" "));
console.log(Object.keys(ok), Object.keys(cancel));
console.log(ok);
console.log({ ...cancel });

// A wrapper around the original method, which it calls with `call`.
const original = cancel.describe;
let wrapped = 0;
cancel.describe = function (this: Button, times: number): string {
  wrapped += 1;
  return "<" + original.call(this, times) + ">";
};
console.log(cancel.describe(2), wrapped, Object.keys(cancel).join(","));

// Replaced through `any` after the others: it comes last.
const loose: any = ok;
loose.describe = (times: number): string => "any " + times;
console.log(ok.describe(3), Object.keys(ok).join(","));
for (const key in ok) console.log("key", key);

// Binding twice keeps the first place in the order.
ok.press = ok.press.bind(ok);
console.log(Object.keys(ok).join(","), ok.press(), ok.presses);
