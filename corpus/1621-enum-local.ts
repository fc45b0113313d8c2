function first(): string {
  enum Mode { On, Off }
  return Mode[Mode.Off] + JSON.stringify(Mode);
}
function second(): string {
  enum Mode { Up = "up", Down = "down" }
  const all: string[] = [];
  for (let i = 0; i < 2; i++) {
    enum Tick { A = 1, B }
    all.push(String(Tick.B + i), Object.keys(Tick).join());
  }
  return Mode.Up + Object.values(Mode).join("|") + all.join(";");
}
console.log(first(), second());
{
  enum Mode { X = 10 }
  console.log(Mode, Mode.X);
}
