// Class fields without annotations take their initializer's type, whatever
// the initializer is: arrow functions that use `this`, object and array
// literals, method calls, other classes, and static function fields.

class Stopwatch {
  laps = [0.5, 1.25];
  state = { running: false, label: "idle" };
  started = this.now();
  tick = () => {
    this.laps.push(this.laps.length * 0.75);
    return this.laps.length;
  };
  readonly scaled = (factor: number) => this.laps.map((lap) => lap * factor);
  #format = (value: number): string => value.toFixed(2) + "s";
  summary = () => this.laps.map(this.#format).join(", ");
  now() {
    return 1000;
  }
}

class Registry<T> {
  entries: T[] = [];
  add = (entry: T) => {
    this.entries.push(entry);
    return this;
  };
  last = () => this.entries[this.entries.length - 1];
  count = () => this.entries.length;
}

class Shape {
  static unit = () => new Shape(1, 1);
  static describe = (shape: Shape) => `${shape.width}x${shape.height}`;
  area = () => this.width * this.height;
  constructor(
    public width: number,
    public height: number,
  ) {}
}

class Square extends Shape {
  diagonal = () => Math.sqrt(2) * this.width;
  constructor(side: number) {
    super(side, side);
  }
}

class Button {
  clicks = 0;
  listeners: Array<() => void> = [];
  onClick = () => {
    this.clicks++;
    console.log(`${this.name} clicked ${this.clicks} time(s)`);
  };
  constructor(public name: string) {
    this.listeners.push(this.onClick);
  }
  press() {
    for (const listener of this.listeners) listener();
  }
}

// A field whose arrow calls a field declared after it.
class Pipeline {
  run = (input: number) => this.finish(input + 1);
  finish = (value: number) => value * 10;
}

const watch = new Stopwatch();
console.log(watch.tick(), watch.tick(), watch.started, watch.state.label);
console.log(watch.scaled(2));
console.log(watch.summary());
watch.state = { running: true, label: "lap" };
console.log(watch.state);

const names = new Registry<string>().add("ada").add("grace");
console.log(names.last(), names.count());
const numbers = new Registry<number>();
numbers.add(3).add(4).add(5);
console.log(numbers.last() * 2, numbers.entries);

const unit = Shape.unit();
console.log(Shape.describe(unit), unit.area());
const square = new Square(3);
console.log(square.area(), square.diagonal().toFixed(4), Shape.describe(square));

const button = new Button("save");
button.press();
const detached = button.onClick;
detached();
console.log(button.clicks);

console.log(new Pipeline().run(4));
console.log(new Pipeline());
console.log(typeof watch.tick, typeof Shape.unit);
