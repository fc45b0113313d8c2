// Classes with nullable primitive fields.
class Timer {
  private startedAt: number | null = null;
  private stoppedAt: number | null = null;
  label: string | null;
  constructor(label?: string) {
    this.label = label ?? null;
  }
  start(at: number): void {
    this.startedAt = at;
    this.stoppedAt = null;
  }
  stop(at: number): void {
    if (this.startedAt === null) throw new Error("not started");
    this.stoppedAt = at;
  }
  elapsed(): number | null {
    if (this.startedAt === null || this.stoppedAt === null) return null;
    return this.stoppedAt - this.startedAt;
  }
  describe(): string {
    const e = this.elapsed();
    const name = this.label ?? "timer";
    return e === null ? `${name}: running or idle` : `${name}: ${e}ms`;
  }
}
const t = new Timer("build");
console.log(t.describe());
t.start(100);
console.log(t.describe(), t.elapsed());
t.stop(250);
console.log(t.describe(), t.elapsed());
const anonymous = new Timer();
try {
  anonymous.stop(5);
} catch (e) {
  console.log(anonymous.describe(), "-", (e as Error).message);
}
console.log(t, anonymous);
