// A small inventory system: classes, maps keyed by id, records of
// counts, and closures for queries.
enum Category {
  Tool,
  Food,
  Toy,
}
class Product {
  constructor(
    public readonly id: number,
    public name: string,
    public category: Category,
    public price: number,
  ) {}
}
class Inventory {
  private products = new Map<number, Product>();
  private stock = new Map<number, number>();
  private nextId = 1;
  add(name: string, category: Category, price: number, quantity: number): Product {
    const product = new Product(this.nextId++, name, category, price);
    this.products.set(product.id, product);
    this.stock.set(product.id, quantity);
    return product;
  }
  remove(id: number, quantity: number): boolean {
    const current = this.stock.get(id) ?? 0;
    if (current < quantity) return false;
    this.stock.set(id, current - quantity);
    return true;
  }
  where(predicate: (product: Product, quantity: number) => boolean): string[] {
    const names: string[] = [];
    for (const [id, product] of this.products) {
      if (predicate(product, this.stock.get(id) ?? 0)) names.push(product.name);
    }
    return names;
  }
  valueByCategory(): Record<string, number> {
    const totals: Record<string, number> = {};
    this.products.forEach((product, id) => {
      const key = Category[product.category];
      totals[key] = (totals[key] ?? 0) + product.price * (this.stock.get(id) ?? 0);
    });
    return totals;
  }
}
const inventory = new Inventory();
inventory.add("hammer", Category.Tool, 12.5, 4);
inventory.add("apple", Category.Food, 0.4, 100);
const kite = inventory.add("kite", Category.Toy, 20, 2);
inventory.add("wrench", Category.Tool, 9, 0);
console.log(kite, inventory.remove(kite.id, 1), inventory.remove(kite.id, 5));
console.log(inventory.where((_, quantity) => quantity === 0));
console.log(inventory.where((product) => product.category === Category.Tool));
console.log(inventory.where((product, quantity) => product.price * quantity > 30));
console.log(inventory.valueByCategory());
