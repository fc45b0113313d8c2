// Throwing from static methods, nested function calls several levels deep,
// and catching at different levels.
class Validator {
  static requireLength(text: string, min: number): string {
    if (text.length < min) throw new RangeError(`'${text}' is shorter than ${min}`);
    return text;
  }
  static requireDigits(text: string): string {
    for (const c of text) {
      if (c < "0" || c > "9") throw new TypeError(`'${c}' is not a digit`);
    }
    return text;
  }
}

function parsePin(text: string): number {
  return Number(Validator.requireDigits(Validator.requireLength(text, 4)));
}
function parseAll(texts: string[]): number[] {
  const out: number[] = [];
  for (const t of texts) {
    try {
      out.push(parsePin(t));
    } catch (e) {
      if (e instanceof RangeError) {
        out.push(-1);
      } else {
        throw e;
      }
    }
  }
  return out;
}
console.log(parseAll(["1234", "12", "98765"]));
try {
  console.log(parseAll(["1111", "12a4"]));
} catch (e) {
  console.log("outer caught", (e as Error).name, (e as Error).message);
}
