// String.prototype.concat and toString/valueOf on strings and numbers.
const base = "base";
console.log(base.concat(), base.concat("-", "x"), "".concat("a", "b", "c"), base.concat(String(1), String(true)));
console.log(base.toString(), base.valueOf(), (12).toString(), (12).valueOf(), (1.5e300).toString());
let acc = "";
for (let i = 0; i < 5; i++) acc = acc.concat(String(i * i), i < 4 ? "," : "");
console.log(acc);
