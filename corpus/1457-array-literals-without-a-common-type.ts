const queries = [
  { sql: "a", params: [1] },
  { sql: "b", params: ["alice"] },
  { sql: "c", params: [3.14, true, null] },
];
let sql = "";
const params: unknown[] = [];
for (const q of queries) {
  sql += q.sql;
  for (const p of q.params) params.push(p);
}
console.log(sql, params, queries.length, queries[1]);
const loose: any[] = ["x", "y"];
const out: string[] = [...loose];
out.push("z");
console.log(out.join(","), out.length, loose.length);
const mixed = [{ k: 1 }, { k: "one" }];
console.log(mixed.map((m) => typeof m.k));
