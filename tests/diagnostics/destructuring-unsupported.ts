const point = { x: 1, y: 2 };
const { x, ...others } = point;
const key = "y";
const { [key]: picked } = point;
const [letter] = "abc";
const mixed: [number, string] = [1, "a"];
const [first, ...remaining] = mixed;
