// Cycles made only through dynamic values: properties set through `any`,
// a push through `any`, and a parsed JSON document given a back reference.
let total = 0;
for (let i = 0; i < 2000; i++) {
  const a: any = {};
  const b: any = { n: i };
  a.peer = b;
  b.peer = a;
  const list: any = [];
  list.push(list);
  const doc: any = JSON.parse('{"child":{"value":1}}');
  doc.child.parent = doc;
  total += a.peer.peer.peer.n + list.length + doc.child.parent.child.value;
}
console.log(total);
