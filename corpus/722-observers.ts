// Classes implementing interfaces, with generic collections of them.
interface Observer<T> {
  update(value: T): void;
}
class Subject<T> {
  private observers: Observer<T>[] = [];
  subscribe(o: Observer<T>): void { this.observers.push(o); }
  unsubscribe(o: Observer<T>): void { this.observers = this.observers.filter((x) => x !== o); }
  notify(value: T): void { for (const o of this.observers) o.update(value); }
}
class Logger implements Observer<number> {
  readonly seen: number[] = [];
  update(value: number): void { this.seen.push(value); }
}
class Summer implements Observer<number> {
  total = 0;
  update(value: number): void { this.total += value; }
}
const subject = new Subject<number>();
const logger = new Logger();
const summer = new Summer();
subject.subscribe(logger);
subject.subscribe(summer);
subject.notify(3);
subject.notify(4);
subject.unsubscribe(logger);
subject.notify(10);
console.log(logger.seen, summer.total);
const inline: Observer<number> = { update: (v) => console.log("inline saw", v) };
subject.subscribe(inline);
subject.notify(1);
console.log(summer.total);
