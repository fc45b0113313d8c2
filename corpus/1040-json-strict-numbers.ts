// JSON numbers: exact parsing of decimals and the values printed back.
const texts = ["0.1", "0.2", "0.30000000000000004", "9007199254740993", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "123e-2", "-0.0", "1E2", "100000000000000000000000", "0.000001", "1e-7"];
const values = JSON.parse(`[${texts.join(",")}]`) as number[];
for (let i = 0; i < texts.length; i++) {
  console.log(texts[i], values[i], 1 / values[i] === -Infinity, String(values[i]));
}
console.log(values[0] + values[1] === values[2], JSON.stringify(values));
interface Measure {
  value: number;
  unit: string;
}
const measures: Measure[] = JSON.parse('[{"value": 1e3, "unit": "m"}, {"value": -2.5e-3, "unit": "s"}]');
console.log(measures.map((m) => `${m.value}${m.unit}`).join(" "));
