// Optional properties: absent ones are left out when printing, read as
// undefined, and tested with '??', '?.', '=== undefined' and truthiness.
interface Contact {
  name: string;
  email?: string;
  age?: number;
  manager?: Contact;
}
const boss: Contact = { name: "Grace", email: "grace@example.com" };
const people: Contact[] = [
  boss,
  { name: "Alan", age: 41, manager: boss },
  { name: "Ada", email: undefined, age: 36 },
  { name: "Linus" },
];
for (const person of people) {
  const email = person.email ?? "(no email)";
  const age = person.age === undefined ? "?" : String(person.age);
  console.log(`${person.name.padEnd(6)} ${email.padEnd(18)} ${age} ${person.manager?.name ?? "-"}`);
}
console.log(people);
console.log(people.filter((p) => p.age !== undefined).length, people.filter((p) => p.email).length);
function initials(contact: Contact): string {
  return contact.name[0] + (contact.manager ? contact.manager.name[0] : "");
}
console.log(people.map(initials).join(" "));
type Options = { verbose?: number; prefix?: string; label: string };
function render(options: Options): string {
  const prefix = options.prefix ?? ">";
  const level = options.verbose ?? 0;
  return `${prefix} ${options.label} (${level})`;
}
console.log(render({ label: "plain" }), render({ label: "loud", verbose: 3, prefix: "!" }));
