// Functions returning strings through every path, and reassigned parameters.
function label(n: number): string {
  if (n < 0) return "negative " + label(-n);
  let s = "";
  if (n === 0) return "zero";
  while (n > 0) {
    const digit = n % 10;
    s = String(digit) + s;
    n = Math.floor(n / 10);
  }
  return s;
}
console.log(label(0), label(123), label(-45));
function decorate(text: string, times: number): string {
  for (let i = 0; i < times; i++) {
    text = "<" + text + ">";
  }
  return text;
}
const original = "core";
console.log(decorate(original, 3), original);
function firstWord(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === " ") {
      const word = s.slice(0, i);
      return word;
    }
  }
  return s;
}
console.log(firstWord("hello world"), firstWord("single"), `[${firstWord(" lead")}]`);
