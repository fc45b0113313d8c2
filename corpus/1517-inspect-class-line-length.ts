// A class or function printed with its properties stays on one line up to
// exactly Node's 80 columns: the space after `[class C]` is not counted.
class AtLimitQ {
  static madeQ = 3;
  static labelQ = "[1.7976931348623157e+308,null]!";
}
class PastLimit {
  static madeQ = 3;
  static label = "[1.7976931348623157e+308,null]!!!";
}
console.log(AtLimitQ);
console.log(PastLimit);
console.log([AtLimitQ], { nested: AtLimitQ });
function tagged() {
  return 1;
}
(tagged as any).label = "x".repeat(30);
(tagged as any).count = 3;
console.log(tagged);
(tagged as any).label += "x";
console.log(tagged);
class Wide {
  static a = "y".repeat(56);
  static b = 1;
}
class Wider {
  static a = "y".repeat(57);
  static b = 1;
}
console.log(Wide, Wider);
