// @tz: Europe/Berlin
// Local-time fields and setters of Date, across daylight-saving changes (a
// time that happens twice is the earlier instant, one that never happens
// takes the offset from before the change).
const d = new Date(2024, 0, 31, 10, 30, 15, 250);
const show = (x: Date): string => `${x.toISOString()} ${x.getFullYear()}-${x.getMonth()}-${x.getDate()} ${x.getDay()} ${x.getHours()}:${x.getMinutes()}:${x.getSeconds()}.${x.getMilliseconds()} tz=${x.getTimezoneOffset()}`;
console.log(show(d));
d.setMonth(1);
console.log(show(d));
d.setDate(d.getDate() + 30);
console.log(show(d));
d.setHours(25, 61);
console.log(show(d));
d.setFullYear(2023, 11, 31);
console.log(show(d));
d.setUTCHours(0, 0, 0, 0);
console.log(show(d), d.setUTCDate(1), d.setUTCMonth(5, 15), d.setUTCFullYear(2020));
const dst = [new Date(2024, 2, 10, 2, 30), new Date(2024, 2, 31, 2, 30), new Date(2024, 10, 3, 1, 30), new Date(2024, 9, 27, 2, 30), new Date(2024, 5, 15)];
for (const x of dst) console.log(show(x));
const copy = new Date(d);
copy.setMinutes(copy.getMinutes() + 90);
console.log(show(copy), copy.getTime() - d.getTime());
const invalid = new Date("nope");
console.log(invalid.getTime(), invalid.getFullYear(), invalid.setDate(3), invalid.setFullYear(2000), show(invalid));
console.log(new Date(99, 0).getFullYear(), new Date(0).getTime(), new Date("2024-06-01").getDate(), Date.UTC(2024, 1, 29));
const start = new Date("2024-03-01T00:00:00");
const days: string[] = [];
for (let i = 0; i < 5; i++) {
  const day = new Date(start);
  day.setDate(start.getDate() + i * 7);
  days.push(`${day.getMonth() + 1}/${day.getDate()}`);
}
console.log(days.join(" "));
console.log(new Date(5).valueOf());
