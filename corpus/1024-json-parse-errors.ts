// JSON.parse syntax errors: Node's SyntaxError messages.
const inputs = [
  "", "   ", "{", "}", "[", "]", "[1,]", "[1 2]", "[1,2", "[1,", "{\"a\"", "{\"a\" 1}", "{\"a\":1", "{\"a\":1,",
  "{\"a\":1,}", "{\"a\":1 \"b\":2}", "{'a':1}", "{\"a\":}", "{\"a\":1,\"b\"}", "{\"a\":1,\"b\" 2}",
  "abc", "tru", "nul", "nulx", "[truex]", "undefined", "NaN", "Infinity", "-Infinity", "[object Object]",
  "01", "-", "- 1", "+1", ".5", "1.", "1.e5", "1e", "1e+", "0x10", "1 2", "\"a\" \"b\"", "[] []",
  "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "\"\\", "\"tab\there\"", "\"line\nbreak\"",
  "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "[1,2,3,4,5,6,7,8,9,10,11,]",
  "{\"key\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,x]}",
  "[1, 2, 3, 4, 5, 6, x, 8, 9, 10, 11, 12, 13, 14, 15]", "123456789012345678901]", "1234567890123456789012]",
  "é", "[\"ok\", ¡]", "x1234567890123456789", "x12345678901234567890", "x123456789012345678901",
];
for (const input of inputs) {
  try {
    const value = JSON.parse(input) as unknown;
    console.log("parsed", JSON.stringify(input), JSON.stringify(value));
  } catch (e) {
    if (e instanceof SyntaxError) {
      console.log(JSON.stringify(input), "=>", e.name + ":", e.message);
    } else {
      console.log("unexpected error");
    }
  }
}
