// `$<name>` in a replacement string names a named group of the regex (its
// text, or nothing when the group took no part or does not exist); in a
// regex without named groups, and without a closing `>`, it is kept as
// written.

const date = "2024-03-15 and 1999-12-31";
console.log(date.replace(/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/, "$<day>/$<month>/$<year>"));
console.log(date.replace(/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/g, "$<day>.$<month>.$<year> ($&)"));
console.log(date.replaceAll(/(?<y>\d{4})-(?<rest>[\d-]+)/g, "[$<rest>|$<y>|$<missing>]"));
console.log("ab".replace(/(?<first>a)|(?<second>z)/, "<$<second>$<first>>"), "ab".replace(/(a)/, "$<x>"));
console.log("ab".replace(/(?<p>a)/, "$<p"), "ab".replace(/(?<p>a)/, "$$<p>"), "ab".replace(/(?<p>a)(b)/, "$2$<p>$1"));
