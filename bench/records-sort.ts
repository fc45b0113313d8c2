// Records sorted by several keys, then grouped.
const benchStarted = performance.now();
interface Employee {
  name: string;
  department: string;
  salary: number;
  age: number;
}
const departments = ["engineering", "sales", "support", "marketing", "finance"];
const employees: Employee[] = [];
let seed = 7;
function random(): number {
  seed = (Math.imul(seed, 48271) + 11) >>> 0;
  return seed / 4294967296;
}
for (let i = 0; i < 300000; i++) {
  employees.push({
    name: "employee" + i,
    department: departments[Math.floor(random() * departments.length)],
    salary: Math.floor(random() * 100000) + 30000,
    age: Math.floor(random() * 40) + 20,
  });
}
employees.sort((a, b) =>
  a.department < b.department ? -1 : a.department > b.department ? 1 : b.salary - a.salary || a.age - b.age,
);
const groups = new Map<string, { count: number; total: number }>();
for (const e of employees) {
  const g = groups.get(e.department) ?? { count: 0, total: 0 };
  g.count++;
  g.total += e.salary;
  groups.set(e.department, g);
}
for (const [name, g] of groups) console.log(name, g.count, (g.total / g.count).toFixed(2));
console.log(employees[0].name, employees[employees.length - 1].name);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
