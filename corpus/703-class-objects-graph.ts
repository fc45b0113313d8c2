// Objects referring to other objects: linked structures without cycles,
// shared references and replacement of fields.
class Item {
  constructor(public name: string, public price: number) {}
}
class Cart {
  items: Item[] = [];
  discount = 0;
  add(item: Item): Cart {
    this.items.push(item);
    return this;
  }
  total(): number {
    let sum = 0;
    for (const item of this.items) sum += item.price;
    return sum * (1 - this.discount);
  }
}
const apple = new Item("apple", 0.5);
const cart = new Cart();
cart.add(apple).add(new Item("bread", 2.25)).add(apple);
cart.discount = 0.1;
console.log(cart.items.length, cart.total().toFixed(2));
apple.price = 1;
console.log(cart.total().toFixed(2), cart.items[0] === cart.items[2] ? "same" : "different");
console.log(cart);
class Wrapper {
  constructor(public inner: Cart, public label: string) {}
}
let wrapped = new Wrapper(cart, "first");
wrapped = new Wrapper(new Cart(), "second");
wrapped.inner.add(new Item("milk", 1.2));
console.log(wrapped.label, wrapped.inner.total(), cart.items.length);
