// Destructuring with computed keys (`{ [key]: value }`) and numeric keys
// (`{ 0: first }`), from objects, records, arrays and `any` values, with
// defaults.

const field = "title";
const { [field]: heading } = { title: "Report", pages: 3 } as { title: string; pages: number };
console.log(heading);

const scores: Record<string, number> = { ada: 36, alan: 41 };
function scoreOf(name: string): number {
  const { [name]: score = -1 } = scores;
  return score;
}
console.log(scoreOf("ada"), scoreOf("grace"));

const keys = ["ada", "alan"];
for (const key of keys) {
  const { [key]: value } = scores;
  console.log(key, value);
}

const { 0: head, 1: second, length } = ["h", "s", "t"];
console.log(head, second, length);

const loose: any = JSON.parse('{"a": {"b": [1, 2, 3]}, "k": "a"}');
const { [loose.k]: inner } = loose;
console.log(JSON.stringify(inner));
const { ["a"]: { b: [, mid] } } = loose;
console.log(mid);

let target = "";
({ [field]: target } = { title: "Assigned" } as Record<string, string>);
console.log(target);
