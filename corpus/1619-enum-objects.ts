enum Level {
  Low,
  Mid = 5,
  High,
}
enum Dir {
  Up = "UP",
  Down = "DOWN",
}
enum Mixed {
  No = 0,
  Yes = "YES",
  Maybe = 2,
}
console.log(Level, Dir, Mixed);
console.log(Object.keys(Level), Object.values(Dir));
function show(e: object): string {
  return JSON.stringify(e);
}
console.log(show(Level), show(Mixed));
const m: Mixed = Mixed.Yes;
const n: Mixed = Mixed.Maybe;
console.log(m, n, typeof m, typeof n, m === Mixed.Yes, Mixed.No);
function describe(x: Mixed): string {
  switch (x) {
    case Mixed.No: return "no";
    case Mixed.Yes: return "yes";
    default: return "maybe " + x;
  }
}
console.log(describe(Mixed.No), describe(Mixed.Yes), describe(Mixed.Maybe));
const key: string = "Down";
console.log(Dir[key as keyof typeof Dir], Level[Level.High], Level[6]);
for (const k in Level) console.log(k, (Level as any)[k]);
const lookup = Dir;
console.log(lookup["Up"], Object.entries(Mixed));
const same = Level;
console.log(same === Level, same.Mid);
const holder = { Level, name: "h" };
console.log(holder);
