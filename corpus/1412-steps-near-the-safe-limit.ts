// A variable written near -(2 ** 53) and then stepped leaves the exact
// integers, where a double stops changing: it stays a double (found by the
// fuzzer: an i64 slot decremented past the limit printed -1 for 0).
class Item {
  constructor(public name: string, public count: number) {}
  weight(factor: number): number {
    return this.count * factor;
  }
  label(): string {
    return `${this.name}#${this.count}`;
  }
}
class Special extends Item {
  label(): string {
    return "special " + super.label();
  }
}
{
  let v124: Item | undefined = new Item(",".padStart(6, "ǅ"), 7);
  let v127: number = (-9007199254740993);
  let v128: string | undefined = undefined;
  let v129: Item | undefined = (Boolean((v128 != undefined)) ? new Item("日本語".padStart(7, "İ"), (1 * v127)) : undefined);
  v127--;
  v127 |= Number(`${true}-`);
  console.log(v129, v128, v127, v124);
}
let edge = 2 ** 53 - 1;
edge++;
edge++;
console.log(edge - 2 ** 53, edge | 0, (edge + 1) % 7);
let n = 0;
for (let i = 2 ** 53 - 2; i < 2 ** 53 + 10; i++) {
  console.log(i - 2 ** 53);
  if (++n > 4) break;
}
for (let j = -(2 ** 53) + 1; j > -(2 ** 53) - 10; j--) {
  console.log(j + 2 ** 53);
  if (++n > 9) break;
}
