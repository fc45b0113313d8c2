// A method replaced on a class instance is an own property of that
// instance: a spread, a rest pattern and Object.assign copy it (as a key
// of the method's name), while an instance whose method was not replaced
// contributes only its fields.
class Ticket {
  used = 0;
  owner: string;
  constructor(owner: string) {
    this.owner = owner;
  }
  punch(): number {
    return ++this.used;
  }
  describe(): string {
    return this.owner + " x" + this.used;
  }
}

const tickets: Ticket[] = [];
for (let n = 0; n < 6; n++) {
  const t = new Ticket("t" + n);
  if (n % 3 === 1) t.punch = () => 40 + n;
  if (n === 4) {
    t.describe = function (this: Ticket): string {
      return "custom " + this.owner;
    };
  }
  tickets.push(t);
}

for (const t of tickets) {
  const plain = { ...t };
  console.log(Object.keys(plain).join("|"), plain.used, plain.owner);
  const wider = { ...plain, stamped: n(t) };
  console.log(Object.keys(wider).join("|"));
  const { punch, ...others } = t;
  console.log(Object.keys(others).join("|"), typeof punch);
  console.log({ ...t, used: -1 });
  const merged = Object.assign({}, t);
  console.log(Object.keys(merged).length);
}

function n(t: Ticket): number {
  return t.owner.length;
}

const loose: any = { ...tickets[4] };
console.log(typeof loose.punch, loose.punch(), loose.describe === tickets[4].describe);
console.log(JSON.stringify({ ...tickets[4] }));

// A later replacement changes what the next spread copies.
tickets[0].punch = () => 0;
console.log(Object.keys({ ...tickets[0] }));
for (const [key, value] of Object.entries({ ...tickets[1] })) {
  console.log(key, typeof value);
}
