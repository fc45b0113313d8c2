// Getters overriding getters, toString in joins and templates, toJSON.
class Employee {
  private static nextId = 1;
  readonly id: number;
  constructor(public name: string, protected salary: number) {
    this.id = Employee.nextId++;
  }
  get annual(): number { return this.salary * 12; }
  raise(percent: number): void { this.salary *= 1 + percent / 100; }
  toJSON() { return { id: this.id, name: this.name }; }
  toString(): string { return `${this.name} (#${this.id})`; }
}
class Manager extends Employee {
  private reports: Employee[] = [];
  constructor(name: string, salary: number, public level = 1) {
    super(name, salary);
  }
  add(e: Employee): this { this.reports.push(e); return this; }
  get teamSize(): number { return this.reports.length; }
  override get annual(): number { return super.annual + this.level * 1000; }
  override toString(): string { return `Manager ${super.toString()} with ${this.teamSize}`; }
}
const a = new Employee("ann", 3000);
const b = new Employee("bob", 2500);
const m = new Manager("meg", 5000, 2).add(a).add(b);
a.raise(10);
console.log(a.annual, b.annual, m.annual, m.teamSize);
console.log(String(m), `${a}`, [a, b].join("; "));
console.log(JSON.stringify(a), JSON.stringify([m, b]));
const staff: Employee[] = [a, b, m];
console.log(staff.filter((e) => e instanceof Manager).map((e) => e.name));
console.log(staff.sort((x, y) => y.annual - x.annual).map(String));
