export default class Greeter {
  constructor(private greeting: string) {}
  greet(name: string): string {
    return `${this.greeting}, ${name}!`;
  }
}
export const shout = (text: string): string => text.toUpperCase();
