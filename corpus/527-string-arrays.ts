// Arrays of strings: sorting, searching, joining, building from text.
const csv = "name,city,age\nAda,London,36\nAlan,Wilmslow,41\nGrace,New York,85";
const [header, ...rows] = csv.split("\n");
const columns = header.split(",");
const records = rows.map((row) => row.split(","));
console.log(columns, records.length);
for (const record of records) {
  console.log(columns.map((column, i) => `${column}=${record[i]}`).join("; "));
}
const cities = records.map((record) => record[1]).sort();
console.log(cities, cities.includes("London"), cities.indexOf("Paris"));
const ages = records.map((record) => Number(record[2]));
console.log(ages, ages.reduce((a, b) => a + b, 0) / ages.length);
const words = "the rain in spain stays mainly in the plain".split(" ");
console.log(words.filter((w) => w.includes("ain")), words.lastIndexOf("in"), words.indexOf("the", 1));
console.log(words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" "));
console.log([...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b)));
const padded = words.slice(0, 4).map((w) => w.padStart(6, ".") + "|");
console.log(padded);
console.log(words.join(""), words.join(), words.length, words.toString().length);
