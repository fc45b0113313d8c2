function pad(text: string, width: number = 8, fill = " "): string {
  return text + fill.repeat(Math.max(0, width - text.length));
}
pad();
pad("a", 1, "-", 4);
function later(first = 1, second: number): number {
  return first + second;
}
later(2);
class Base {
  size(scale: number): number {
    return scale;
  }
}
class Derived extends Base {
  size(scale: number = 2): number {
    return scale * 2;
  }
}
function guess(value = Math.random()): number {
  return value;
}
