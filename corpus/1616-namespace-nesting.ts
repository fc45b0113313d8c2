namespace Models {
  export class Base {
    constructor(public id: number) {}
    toString(): string { return "Base#" + this.id; }
  }
  export class User extends Base {
    static count = 0;
    constructor(id: number, public name: string) {
      super(id);
      User.count++;
    }
    get label(): string { return this.name + "(" + this.id + ")"; }
  }
  export type Id = number;
  export function find(users: User[], id: Id): User | undefined {
    return users.find((u) => u.id === id);
  }
  export class NotFound extends Error {
    constructor(id: number) {
      super("no user " + id);
      this.name = "NotFound";
    }
  }
}
class Admin extends Models.User {
  role = "admin";
}
const users = [new Models.User(1, "ann"), new Admin(2, "bob")];
console.log(users, Models.User.count, users[1].label, String(users[0]));
console.log(Models.find(users, 2)?.name, Models.find(users, 3));
try {
  throw new Models.NotFound(7);
} catch (e) {
  if (e instanceof Models.NotFound) console.log(e.name, e.message, e instanceof Error);
}
namespace Outer {
  const scale = 10;
  export function f(scale: number): number {
    // the parameter shadows the namespace's local
    return scale * 2;
  }
  export function g(): number {
    const h = (x: number) => x + scale;
    return h(1);
  }
  export namespace Inner {
    export const scale = 3;
    export function k(): number {
      return scale + g();
    }
  }
  export function m(): number {
    return Inner.k() + Inner.scale;
  }
}
console.log(Outer.f(1), Outer.g(), Outer.Inner.k(), Outer.m(), Outer.Inner.scale);
let counterValue: typeof Outer.Inner.scale = Outer.Inner.scale;
console.log(counterValue);
namespace Stack {
  export interface Item<T> { value: T; next?: Item<T> }
  export function push<T>(top: Item<T> | undefined, value: T): Item<T> {
    return { value, next: top };
  }
  export function toArray<T>(top: Item<T> | undefined): T[] {
    const out: T[] = [];
    for (let item = top; item; item = item.next) out.push(item.value);
    return out;
  }
}
let top: Stack.Item<string> | undefined;
for (const w of ["a", "b", "c"]) top = Stack.push(top, w);
console.log(Stack.toArray(top));
namespace Stack {
  export function size<T>(top: Item<T> | undefined): number {
    return toArray(top).length;
  }
}
console.log(Stack.size(top));
