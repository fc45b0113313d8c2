// 'as const' reaches nested array literals (tuples of their element types, in objects and arrays), and a top-level type alias reads 'typeof' of an 'as const' constant.
const deep = { a: 1, c: [1, "two", { d: 3 }] } as const;
console.log(deep.c[2].d, deep.c[1].length, deep.c.length);
const routes = [
  { path: "/", name: "home" },
  { path: "/about", name: "about" },
] as const;
type RouteName = (typeof routes)[number]["name"];
const pick: RouteName = "about";
console.log(routes[1].path, pick, routes.map((r) => r.name).join(","));
const matrix = [[1, "a"], [2, "b", true]] as const;
console.log(matrix[1][2], matrix[0][1].toUpperCase(), matrix.length);
const settings = { sizes: [10, 20], names: ["s", 1] } as const;
console.log(settings.sizes[1] + 1, typeof settings.names[1], settings);
