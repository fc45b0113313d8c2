// `satisfies` keeps a data literal's own type even where it holds null,
// undefined or `??`; functions with annotated parameters keep theirs; a
// type alias declared in a block from a constant's type annotates the
// arrows and functions after it.

type Handler = (n: number) => string;

function settings(override: number | null) {
  const conf = {
    retries: override ?? 3,
    name: "svc",
    fallback: null,
    extra: undefined,
    tags: ["a", null],
  } satisfies Record<string, number | string | null | undefined | (string | null)[]>;
  console.log(conf.retries + 1, conf.name.toUpperCase(), conf.fallback, conf.extra, conf.tags.length);
  return conf;
}
console.log(settings(null), settings(7));

const table = {
  double: (n: number) => "d" + n * 2,
  negate: (n) => "n" + -n,
} satisfies Record<string, Handler>;
console.log(table.double(4), table.negate(3));

function levels() {
  const Level = { Low: "low", Mid: "mid", High: "high" } as const;
  type Level = (typeof Level)[keyof typeof Level];
  const rank = (level: Level): number => Object.values(Level).indexOf(level);
  const badge = (level: Level, text: string): string => "[" + level + "] " + text;
  function worst(levels: Level[]): Level {
    let best: Level = Level.Low;
    for (const level of levels) if (rank(level) > rank(best)) best = level;
    return best;
  }
  const seen: Level[] = [Level.Mid, "low", Level.High, "mid"];
  console.log(seen.map(rank), badge(worst(seen), "worst"), badge(Level.Low, "first"));
}
levels();

{
  const Shape = { Circle: 1, Square: 2 } as const;
  type ShapeCode = (typeof Shape)[keyof typeof Shape];
  const area = (code: ShapeCode, size: number): number =>
    code === Shape.Circle ? Math.round(Math.PI * size * size) : size * size;
  console.log(area(Shape.Circle, 2), area(Shape.Square, 3));
}
