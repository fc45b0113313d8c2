// String escapes in literals: control characters, hex, unicode, quotes.
const s = 'single \'quoted\' and "double"';
const d = "tab\tbackslash\\ bell\u0007 nul\0 hex\x41 unicode\u00e9 braces\u{1F680}";
console.log(s);
console.log(d.length, JSON.stringify(d));
console.log(`template \` backtick and \${not interpolated}`);
console.log("line1\nline2\r\nline3");
console.log("vertical\vform\ffeed".length);
const raw = "C:\\Users\\ada\\file.txt";
console.log(raw, raw.lastIndexOf("\\"), raw.slice(raw.lastIndexOf("\\") + 1));
