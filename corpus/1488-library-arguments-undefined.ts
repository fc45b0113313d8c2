// A library method's optional argument given `undefined` (written out, or
// a variable holding it) takes its default, as leaving it out does; and
// the string methods called through `any`.

function nothing(): undefined {
  return undefined;
}
const end: number | undefined = nothing();
const fill: string | undefined = nothing();
const maybe = (n: number): number | undefined => (n > 0 ? n : undefined);

console.log("abcdef".slice(1, undefined), "abcdef".slice(1, end), "abcdef".substring(2, end));
console.log("[" + "abc".padStart(5, fill) + "]", "[" + "abc".padEnd(5, undefined) + "]");
console.log([1, 2, 3].slice(1, undefined), [1, 2, 3].slice(end), [1, 2, 3].slice(maybe(2)));
console.log([4, 5].join(fill), [4, 5].join(undefined), "a-b-c".split("-", end));
console.log((1.25).toFixed(end), (255).toString(end), "abc".indexOf("c", end), "abcabc".lastIndexOf("a", end));
console.log("abc".startsWith("a", end), "abc".endsWith("c", end), "abc".includes("b", end), [1, 2, 3].indexOf(2, end));
let calls = 0;
function sideEffect(): undefined {
  calls++;
  return undefined;
}
console.log("xyz".slice(sideEffect()), calls);

const word: any = "Hello, wörld 😀";
console.log(word.charAt(1), word.charAt(), word.charCodeAt(2), word.codePointAt(13), word.codePointAt(99));
console.log(word.at(-1), word.at(99), word.lastIndexOf("l"), word.lastIndexOf("l", 5));
console.log(word.startsWith("He"), word.startsWith("el", 1), word.endsWith("😀"), word.endsWith("o", 5));
console.log(word.padStart(20, "*"), "[" + word.padEnd(18) + "]", word.padStart(3));
console.log(word.concat("!", 1, null, undefined, [1, 2]), word.concat());
const bounds: number[] = [1];
console.log("abcdef".slice(bounds[0], bounds[5]), [7, 8, 9].slice(bounds[3]));
