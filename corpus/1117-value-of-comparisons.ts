// Relational operators and unary plus on objects with valueOf(): number
// (Date, user classes) compare and convert the numbers valueOf gives.
const a = new Date(2024, 0, 1);
const b = new Date(2024, 0, 2);
console.log(a < b, a > b, a <= new Date(a), a >= b, +a, +b - +a, b.getTime() - a.getTime());
class Money { constructor(private cents: number) {} valueOf(): number { return this.cents; } }
class Sub extends Money {}
console.log(new Money(5) < new Money(7), +new Money(3), new Sub(9) > new Money(1));
const dates = [new Date("2024-03-01"), new Date("2023-12-25"), new Date("2024-01-15")];
dates.sort((x, y) => +x - +y);
console.log(dates.map((d) => d.toISOString().slice(0, 10)), dates.filter((d) => d > new Date("2024-01-01")).length);
