export const LIMIT = 3;
export interface Entry {
  value: number;
  note: string;
}
export class Stack {
  private items: Entry[] = [];
  push(value: number, note: string): boolean {
    if (this.items.length >= LIMIT) return false;
    this.items.push({ value, note });
    return true;
  }
  pop(): Entry | undefined {
    return this.items.pop();
  }
  get size(): number {
    return this.items.length;
  }
}
export function describe(entry: Entry): string {
  return `${entry.note}=${entry.value}`;
}
