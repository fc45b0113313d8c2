// `#x in value`: whether a value is an instance of the class declaring
// `#x` (or of one derived from it), asked of typed values and of `any`.

class Owner {
  #secret = 1;
  static count = 0;

  owns(value: unknown): boolean {
    return #secret in (value as object);
  }

  ownsAny(value: any): boolean {
    return #secret in value;
  }

  ownsSelf(): boolean {
    return #secret in this;
  }

  equals(other: Owner): boolean {
    return #secret in other && other.#secret === this.#secret;
  }
}

class Derived extends Owner {
  extra = 2;
}

class Stranger {
  #secret = 1;
  read(): number {
    return this.#secret;
  }
}

const owner = new Owner();
console.log(owner.ownsSelf(), owner.owns(owner), owner.owns(new Derived()));
console.log(owner.owns(new Stranger()), owner.owns({}), owner.ownsAny({ "#secret": 1 }));
console.log(owner.ownsAny([1, 2]), owner.ownsAny(new Derived()), owner.equals(new Derived()));
const values: object[] = [owner, new Stranger(), new Derived(), { secret: 1 }];
console.log(values.map((value) => owner.owns(value)));
