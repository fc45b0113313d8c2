// JavaScript's own functions convert what they are given: a value of type
// `any` passed to Math, to a string or number method, to parseInt or to
// join is converted (ToNumber, ToString) as in Node, not checked.
const five: any = "-5";
const yes: any = true;
const nothing: any = null;
const missing: any = undefined;
const digits: any = "2";
console.log(Math.abs(five), Math.floor(yes), Math.ceil(nothing), Math.sqrt("16" as any));
console.log(Math.max(1, "7" as any, yes), Math.min(missing, 1), Math.pow("2" as any, "3" as any));
console.log(Math.hypot(3, "4" as any), Math.round("2.5" as any), Math.sign(five));
console.log([1, 2, 3].join(nothing), [1, 2].join(0 as any), [1, 2].join(missing), [1, 2].join(yes));
console.log((3.14159).toFixed(digits), (1234.5).toPrecision(missing), (1.23).toExponential(missing));
console.log((255).toString(missing), (255).toString("16" as any), (1.5).toPrecision("3" as any));
console.log("abc".padStart("6" as any, nothing), "abc".repeat(digits), "a-b-c".split("-", digits));
console.log("x1y2".indexOf(2 as any), "null here".startsWith(nothing), "abc".at(five));
console.log(parseInt("ff" as any, "16" as any), parseFloat(2.5 as any), String.fromCharCode("65" as any));
console.log("abcdef".slice("1" as any, "-1" as any), "abcdef".substring(yes, "3" as any));
const numbers = [10, 20, 30];
console.log(numbers.slice(digits), numbers.indexOf(20, missing), numbers.at("-1" as any));
