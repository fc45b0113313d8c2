// Dates from milliseconds: toISOString, getTime, UTC fields, Date.UTC.
const times = [0, 1, -1, 86399999, 86400000, 951782400000, 1709208000123, -62198755200000, 253402300799999, 253402300800000, -62167219200001, 8.64e15, -8.64e15, 1.5, -0];
for (const t of times) {
  const d = new Date(t);
  console.log(t, d.getTime(), d.toISOString(), d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay());
}
const invalid = [8.64e15 + 1, NaN, Infinity, -Infinity];
for (const t of invalid) {
  const d = new Date(t);
  try {
    console.log(d.getTime(), d.toISOString());
  } catch (e) {
    console.log(d.getTime(), e instanceof RangeError, (e as Error).message);
  }
}
console.log(Date.UTC(2024, 1, 29), Date.UTC(2024, 12, 1), Date.UTC(99, 0), Date.UTC(2020, -1, 31, 25, 61, 61, 1001));
const d = new Date(Date.UTC(2021, 6, 4, 13, 5, 9, 7));
console.log(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds(), d.valueOf(), d.toJSON());
console.log(new Date(0), new Date(NaN));
