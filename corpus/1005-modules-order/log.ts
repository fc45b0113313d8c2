export const events: string[] = [];
export function record(event: string): void {
  events.push(event);
  console.log("evaluated:", event);
}
record("log");
