const bar = function namedBar(): number { return 1; };
const baz = () => 2;
let later: () => number = function () { return 3; };
const obj = { method(): number { return 4; }, arrow: (): number => 5, named: function inner(): number { return 6; } };
function foo(): void {}
console.log(bar.name, baz.name, later.name, obj.method.name, obj.arrow.name, obj.named.name, foo.name);
console.log(bar, baz, obj.named, foo);
const bound = bar.bind(null);
console.log(bound.name, bound());
