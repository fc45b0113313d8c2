// if / else if / else chains and truthiness of every primitive.
function classify(n: number): string {
  if (n < 0) {
    return "negative";
  } else if (n === 0) {
    return "zero";
  } else if (n < 10) {
    return "small";
  } else {
    return "large";
  }
}
console.log(classify(-5), classify(0), classify(3), classify(42));
function truthy(label: string, value: boolean): void {
  console.log(label, value ? "truthy" : "falsy");
}
function numberTruth(n: number): boolean {
  return !!n;
}
function stringTruth(s: string): boolean {
  return !!s;
}
truthy("0", numberTruth(0));
truthy("-0", numberTruth(-0));
truthy("NaN", numberTruth(NaN));
truthy("1", numberTruth(1));
truthy("''", stringTruth(""));
truthy("'a'", stringTruth("a"));
let count = 3;
if (count) console.log("count is truthy");
if (!count) console.log("unreachable");
let text = "";
if (text) console.log("unreachable");
else console.log("empty text is falsy");
