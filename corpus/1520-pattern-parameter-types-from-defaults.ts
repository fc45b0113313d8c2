// An unannotated object pattern parameter whose properties all have literal
// defaults, with a default of its own: tsc's type, each property optional.
function greet({ name = "World", punctuation = "!", times = 1 } = {}) {
  return `Hello, ${name}${punctuation.repeat(times)}`;
}
console.log(greet(), greet({ name: "Ada" }), greet({ times: 3, punctuation: "?" }));
const area = ({ w = 1, h = 2 } = {}) => w * h;
console.log(area(), area({ w: 5 }), area({}));
class Greeter {
  hello({ who = "you", loud = false } = {}): string {
    return loud ? `HELLO ${who.toUpperCase()}` : `hello ${who}`;
  }
}
console.log(new Greeter().hello(), new Greeter().hello({ loud: true }));
