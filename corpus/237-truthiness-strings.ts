// Strings in conditions and logical operators.
function pick(primary: string, fallback: string): string {
  return primary || fallback;
}
function both(a: string, b: string): string {
  return a && b;
}
console.log(`[${pick("", "default")}]`, `[${pick("value", "default")}]`, `[${both("", "x")}]`, `[${both("a", "b")}]`);
let name = "";
if (!name) name = "anonymous";
console.log(name);
let message = "";
message ||= "filled";
message &&= message + "!";
console.log(message);
let count = 0;
let text = "abc";
while (text) {
  text = text.slice(1);
  count++;
}
function truth(s: string): string {
  return s ? "truthy" : "falsy";
}
console.log(count, text ? "non-empty" : "empty", truth("0"), truth(" "), truth(""));
