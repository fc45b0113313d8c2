// JSON.parse into any: repeated keys, integer-like keys, nesting, errors
// and values changed afterwards.
const texts: string[] = [
  '{"b":1,"a":2,"2":3,"1":4,"b":5}',
  '[1,2,3]', '[1,"a",null,true,{"x":[]}]', '[]', '{}', 'null', '"str\\u00e9\\n"', '12.5e3', 'true',
  '[null,null]', '[[1,2],[3]]', '{"k":{"k":{"k":[{"z":1}]}}}', '["é", "😀"]',
  '{"a":1,"a":{"b":2},"a":[3]}',
  '{"x":1,}', '[1,2', '{"a" 1}', '[1] x', '', '{"a":[1,{"b":}]}', 'nul', '{"ü":"日本"}',
];
for (const t of texts) {
  try {
    const v: any = JSON.parse(t);
    console.log(JSON.stringify(v), typeof v, Array.isArray(v));
    if (v !== null && typeof v === "object") console.log(Object.keys(v));
  } catch (e) {
    console.log("error", (e as Error).name, (e as Error).message);
  }
}
const big: any = JSON.parse(JSON.stringify(Array.from({ length: 40 }, (_, i) => "k" + i).reduce((o: any, k) => { o[k] = k.length; return o; }, {})).replace("}", ',"k3":99}'));
console.log(big.k3, Object.keys(big).length, big.k39);
const u: unknown = JSON.parse('{"a":[1,2]}');
console.log(JSON.stringify(u));
const arr: any = JSON.parse('[1,2,3]');
arr.push("x");
console.log(arr, arr.length);
const o: any = JSON.parse('{"n":1}');
o.n = "s"; o.m = [1];
console.log(o);
