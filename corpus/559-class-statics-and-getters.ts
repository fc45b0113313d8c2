// Static counters, getters computed from arrays, and instances in maps.
class Product {
  static count = 0;
  static readonly catalog = new Map<string, Product>();
  readonly id: number;
  private prices: number[] = [];
  constructor(public readonly name: string, price: number) {
    Product.count++;
    this.id = Product.count;
    this.prices.push(price);
    Product.catalog.set(name, this);
  }
  get price(): number {
    return this.prices[this.prices.length - 1];
  }
  set price(value: number) {
    if (value <= 0) throw new RangeError(`bad price ${value}`);
    this.prices.push(value);
  }
  get history(): string {
    return this.prices.map((p) => p.toFixed(2)).join(" -> ");
  }
  static cheapest(): Product | undefined {
    let best: Product | undefined;
    for (const p of Product.catalog.values()) {
      if (best === undefined || p.price < best.price) best = p;
    }
    return best;
  }
}
const pen = new Product("pen", 1.5);
const book = new Product("book", 12);
new Product("cup", 4);
pen.price = 2;
book.price = 9.99;
try {
  book.price = -1;
} catch (e) {
  console.log((e as Error).message);
}
console.log(Product.count, pen.id, book.history, pen.price);
console.log(Product.cheapest()?.name, [...Product.catalog.keys()]);
console.log(pen);
