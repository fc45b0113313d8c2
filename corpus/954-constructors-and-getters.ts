// Errors thrown from constructors, getters, setters and methods.
class Temperature {
  private celsius: number;
  constructor(celsius: number) {
    if (celsius < -273.15) throw new RangeError("below absolute zero");
    this.celsius = celsius;
  }
  get fahrenheit(): number {
    if (this.celsius > 1000) throw new Error("too hot to convert");
    return this.celsius * 9 / 5 + 32;
  }
  set value(v: number) {
    if (v < -273.15) throw new RangeError("cannot set below absolute zero");
    this.celsius = v;
  }
}

for (const c of [20, -300, 2000]) {
  try {
    const t = new Temperature(c);
    console.log(c, "->", t.fahrenheit);
  } catch (e) {
    console.log(c, "failed:", e instanceof Error ? e.message : e);
  }
}

const t = new Temperature(0);
try {
  t.value = 25;
  console.log(t.fahrenheit);
  t.value = -500;
} catch (e) {
  console.log("setter:", (e as Error).message);
}
console.log(t.fahrenheit);

interface Shape {
  area(): number;
}
class Square implements Shape {
  constructor(private side: number) {}
  area(): number {
    if (this.side < 0) throw new Error("negative side");
    return this.side * this.side;
  }
}
const shapes: Shape[] = [new Square(2), new Square(-1), new Square(3)];
let total = 0;
for (const shape of shapes) {
  try {
    total += shape.area();
  } catch (e) {
    console.log("skipped:", (e as Error).message);
  }
}
console.log(total);
