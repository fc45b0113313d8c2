export function ensure(condition: boolean, message: string, code: number): void {
  if (!condition) {
    console.log("fatal:", message);
    process.exit(code);
  }
}
export function finish(code: number): void {
  process.exitCode = code;
}
