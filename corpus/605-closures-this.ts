// Arrow functions capture `this` lexically; closures stored in fields.
class Counter {
  count = 0;
  step: number;
  constructor(step: number) {
    this.step = step;
  }
  incrementer(): () => number {
    return () => {
      this.count += this.step;
      return this.count;
    };
  }
  runAll(times: number): number[] {
    const results: number[] = [];
    for (let i = 0; i < times; i++) {
      results.push(this.incrementer()());
    }
    return results;
  }
}
const counter = new Counter(5);
const inc = counter.incrementer();
inc();
inc();
console.log(counter.count, counter.runAll(3), counter.count);

class Button {
  label: string;
  onClick: (times: number) => string;
  constructor(label: string, onClick: (times: number) => string) {
    this.label = label;
    this.onClick = onClick;
  }
  press(times: number): string {
    return this.label + ": " + this.onClick(times);
  }
}
let clicks = 0;
const button = new Button("ok", (times) => {
  clicks += times;
  return "clicked " + clicks;
});
console.log(button.press(1));
console.log(button.press(2));
button.onClick = (times) => "replaced " + times;
console.log(button.press(3), clicks);

class Registry {
  private handlers: ((value: number) => void)[] = [];
  register(handler: (value: number) => void): void {
    this.handlers.push(handler);
  }
  emit(value: number): void {
    this.handlers.forEach((handler) => handler(value));
  }
}
const registry = new Registry();
let log = "";
registry.register((v) => {
  log += "a" + v;
});
registry.register((v) => {
  log += "b" + v * 2;
});
registry.emit(1);
registry.emit(5);
console.log(log);
