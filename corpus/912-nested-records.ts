// Nested records built from interfaces and literals: updated in place,
// aggregated, and printed at each depth as Node prints them.
interface Employee {
  name: string;
  salary: number;
  skills: string[];
}
interface Team {
  name: string;
  lead: Employee;
  members: Employee[];
}
interface Company {
  name: string;
  teams: Team[];
  founded: number;
}
function employee(name: string, salary: number, ...skills: string[]): Employee {
  return { name, salary, skills };
}
const company: Company = {
  name: "Acme",
  founded: 1999,
  teams: [
    {
      name: "core",
      lead: employee("Kim", 150, "rust", "go"),
      members: [employee("Lee", 100, "ts"), employee("Max", 95, "ts", "css")],
    },
    {
      name: "web",
      lead: employee("Noa", 140, "ts"),
      members: [employee("Oz", 90, "css")],
    },
  ],
};
console.log(company);
console.log(company.teams[0]);
const payroll = company.teams.reduce(
  (sum, team) => sum + team.lead.salary + team.members.reduce((s, m) => s + m.salary, 0),
  0,
);
console.log("payroll", payroll);
for (const team of company.teams) {
  for (const member of team.members) member.salary = Math.round(member.salary * 1.1);
  team.lead.skills.push("leadership");
}
console.log(company.teams.map((team) => team.members.map((m) => m.salary)));
const bySkill = new Map<string, string[]>();
for (const team of company.teams) {
  for (const person of [team.lead, ...team.members]) {
    for (const skill of person.skills) {
      const names = bySkill.get(skill) ?? [];
      names.push(person.name);
      bySkill.set(skill, names);
    }
  }
}
console.log(bySkill);
