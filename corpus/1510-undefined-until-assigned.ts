// Variables, boxes and static fields declared without a value are
// `undefined` until assigned (arrays included), each evaluation of a
// class declared in a loop or block has statics of its own, and sibling
// blocks may declare classes of the same name.
let pending: string[] | undefined;
let counts: number[] | undefined;
const peek = () => counts;
console.log(pending, counts, peek());
counts = [1];
console.log(peek());

function collect(flag: boolean): string {
  let found: string[] | undefined;
  const read = () => found;
  const before = String(read());
  if (flag) found = ["x"];
  return before + " " + String(read());
}
console.log(collect(true), collect(false));

for (let round = 0; round < 3; round++) {
  class Registry {
    static entries: string[] | undefined;
    static made = 0;
  }
  Registry.made++;
  if (!Registry.entries) Registry.entries = [];
  Registry.entries.push("round " + round);
  let later: number[] | undefined;
  const view = () => later;
  console.log(Registry.entries, Registry.made, view());
  later = [round];
  console.log(view());
}

{
  class Shape {
    sides = 3;
    describe(): string {
      return "triangle with " + this.sides;
    }
  }
  console.log(new Shape().describe());
}
{
  class Shape {
    name = "circle";
    describe(): string {
      return this.name;
    }
  }
  const made: InstanceType<typeof Shape> = new Shape();
  console.log(new Shape().describe(), made.name);
}

const loose: any = {};
const stored = (loose.size = 4);
let notes = 0;
loose.missing ?? console.log("missing, noted", ++notes);
const filled = loose.other ?? (loose.other = [stored]);
console.log(stored, filled, loose, notes);
