// Abstract classes with template methods, generic helpers over class
// hierarchies, and instances used through interfaces.
interface Describable {
  describe(): string;
}
abstract class Report implements Describable {
  constructor(protected readonly title: string) {}
  protected abstract rows(): string[];
  protected footer(): string {
    return "-- end --";
  }
  describe(): string {
    return [this.title.toUpperCase(), ...this.rows(), this.footer()].join("\n");
  }
}
class SalesReport extends Report {
  constructor(private figures: number[]) {
    super("sales");
  }
  protected rows(): string[] {
    return this.figures.map((figure, index) => `q${index + 1}: ${figure}`);
  }
  protected footer(): string {
    const total = this.figures.reduce((a, b) => a + b, 0);
    return `total ${total}`;
  }
}
class StaffReport extends Report {
  constructor(private names: string[]) {
    super("staff");
  }
  protected rows(): string[] {
    return this.names.slice().sort();
  }
}
const reports: Describable[] = [new SalesReport([10, 20, 15]), new StaffReport(["zoe", "al", "mo"])];
for (const report of reports) console.log(report.describe());
function longest<T extends Describable>(items: T[]): T {
  return items.reduce((best, item) => (item.describe().length > best.describe().length ? item : best));
}
console.log(longest(reports).describe().split("\n")[0]);
class Note implements Describable {
  constructor(private text: string) {}
  describe(): string {
    return "note: " + this.text;
  }
}
const mixed: Describable[] = [...reports, new Note("remember"), { describe: () => "inline" }];
console.log(mixed.map((item) => item.describe().length));
console.log(mixed[2] instanceof Note, reports[0] instanceof Report, reports[1] instanceof SalesReport);
