// Parsing a CSV line with quoted fields by hand.
function parseLine(line: string): string {
  let out = "";
  let field = "";
  let quoted = false;
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      out += `[${field}]`;
      field = "";
      count++;
    } else {
      field += c;
    }
  }
  out += `[${field}]`;
  return `${count + 1} fields: ${out}`;
}
console.log(parseLine("a,b,c"));
console.log(parseLine('name,"Smith, John",42,"say ""hi"""'));
console.log(parseLine(",,"));
console.log(parseLine('"multi word",é,😀'));
