const values: (number | string | boolean | null | undefined)[] = [1.5, "42", " 7 ", "", "abc", true, false, null, undefined, "0x1F", "-0", "1e3"];
console.log(values.map(v => Number(v)));
const m = new Map<string, number>([["a", 1]]);
const missing = m.get("zz");
console.log(Number(missing), Number(m.get("a")), Number(null), Number(undefined), Number("12") + 1);
let maybe: number | null = null;
console.log(Number(maybe), Number(maybe ?? 3));
const mixed: number | string = Math.random() > 2 ? 1 : "8";
console.log(Number(mixed) * 2);
