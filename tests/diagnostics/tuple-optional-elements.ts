type Entry = [name: string, score: number, note?: string];
const entry: Entry = ["ann", 3];
type Row = [string, ...number[]];
const row: Row = ["xs", 1, 2];
console.log(entry, row);
