// Running statistics over a stream of readings with a sliding window.
class Window {
  private values: number[] = [];
  constructor(private size: number) {}
  add(value: number): void {
    this.values.push(value);
    if (this.values.length > this.size) this.values.shift();
  }
  get mean(): number {
    return this.values.reduce((a, b) => a + b, 0) / this.values.length;
  }
  get min(): number {
    return Math.min(...this.values);
  }
  get max(): number {
    return Math.max(...this.values);
  }
}
const readings = [12, 15, 11, 20, 18, 25, 9, 14, 16, 30];
const window = new Window(3);
const rows: string[] = [];
for (const [i, r] of readings.entries()) {
  window.add(r);
  rows.push(`${i}: ${r} mean=${window.mean.toFixed(2)} min=${window.min} max=${window.max}`);
}
console.log(rows.join("\n"));
const spikes = readings.filter((r, i) => i > 0 && r - readings[i - 1] > 5);
console.log(spikes);
