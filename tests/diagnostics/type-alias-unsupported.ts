type Pair<T> = [T, T];
type Loop = Loop[];
type Mixed = number | string;
const loop: Loop = [];
let mixed: Mixed = 1;
function f(): void {
  type Local = number;
}
