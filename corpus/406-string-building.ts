// Functions that build strings: padding, repetition, number formatting.
function repeat(text: string, times: number): string {
  let out = "";
  for (let i = 0; i < times; i++) out += text;
  return out;
}
function padLeft(text: string, width: number): string {
  let out = text;
  while (out.length < width) out = " " + out;
  return out;
}
function formatMoney(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return "$" + dollars + "." + (rest < 10 ? "0" + rest : "" + rest);
}
console.log(repeat("ab", 3), "[" + repeat("x", 0) + "]");
console.log("[" + padLeft("7", 3) + "]", "[" + padLeft("1234", 3) + "]");
console.log(formatMoney(123456), formatMoney(5), formatMoney(1000));
function bar(value: number, max: number): string {
  const filled = Math.round((value / max) * 10);
  return "[" + repeat("#", filled) + repeat(".", 10 - filled) + "]";
}
for (let v = 0; v <= 10; v += 5) {
  console.log(padLeft("" + v, 2), bar(v, 10));
}
