// === and !== between union values and literals.
type Code = string | number;
const codes: Code[] = [200, "200", 404, "not found", 0, ""];
for (const c of codes) {
  const parts: string[] = [];
  if (c === 200) parts.push("number 200");
  if (c === "200") parts.push("text 200");
  if (c !== 0 && c !== "") parts.push("non-empty");
  if (c == null) parts.push("nullish");
  console.log(JSON.stringify(c), parts.join(", ") || "-");
}
function code(value: Code): Code {
  return value;
}
const a = code(5);
const b = code("5");
console.log(a === b, String(a) === String(b), a === code(5));
let maybe: boolean | null = null;
console.log(maybe === null, maybe === false);
maybe = false;
console.log(maybe === null, maybe === false);
const nan: number | string = NaN;
console.log(nan === nan, Number.isNaN(nan));
