// Reads through interface types borrow the field's string when no class
// has a getter of that name, and keep it alive when one does (a getter
// may return a fresh string, or replace the field it reads).
interface Named {
  name: string;
  label: string;
}

class Person implements Named {
  private count = 0;
  constructor(
    public name: string,
    private base: string,
  ) {}
  get label(): string {
    this.count++;
    this.base = this.base + "!";
    return this.base + "#" + this.count;
  }
}

const plain: Named[] = [];
for (let i = 0; i < 5; i++) plain.push({ name: "p" + i, label: "L" + (i % 2) });
const people: Named[] = [new Person("ann", "a"), new Person("bob", "b"), plain[0]];

const sorted = plain
  .concat(people)
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((n) => n.name + ":" + n.label);
console.log(sorted.join(" "));

let longest = "";
for (const n of people) {
  if (n.label.length + n.name.length > longest.length) longest = n.name + n.label;
}
console.log(longest, people.map((n) => n.label).join(","));

const byLabel = new Map<string, number>();
for (const n of plain) byLabel.set(n.label, (byLabel.get(n.label) ?? 0) + n.name.length);
console.log([...byLabel.entries()].map(([k, v]) => `${k}=${v}`).join(";"));
