// Found by the fuzzer: a long string with line breaks inside an array,
// object or map prints one quoted piece per line joined with ` +`, as
// util.inspect prints it.
const s = "ab\ncdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghij";
console.log([s], { k: s }, new Map<string, number>([[s, 1]]), [[s]]);
console.log([["short\nline"]], ["x".repeat(70) + "\n" + "y"]);
const t = "3line\nbreak4294967295[\"1.5\",\"4294967296\",\"-9007199254740992\",\"-2147483649\"]";
console.log(new Map<string, number>([[t, 0]]), [t], { t });
console.log(["a\n".repeat(10)], ["no newline but very long ".repeat(5)]);
