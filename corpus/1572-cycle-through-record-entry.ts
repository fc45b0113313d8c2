// A cycle made only by writing a record's entry after the record exists.
interface Directory {
  name: string;
  entries: Record<string, Directory>;
}
let seen = 0;
for (let i = 0; i < 2000; i++) {
  const dir: Directory = { name: "d" + i, entries: {} };
  dir.entries["."] = dir;
  const child: Directory = { name: "c", entries: { "..": dir } };
  dir.entries[child.name] = child;
  seen += Object.keys(dir.entries).length + dir.entries["."].name.length;
}
console.log(seen);
