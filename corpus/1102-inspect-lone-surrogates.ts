// Found by the fuzzer: a lone surrogate inside a string that console.log
// quotes (in an array, object, map) shows as an escape, as util.inspect
// shows it.
const half = "😀 smile".slice(0, 1);
const padded = String(1.5).padEnd(4, "😀 smile");
console.log([half, "x" + half, "\udc00y"], { padded });
console.log(new Map<string, string>([[half, "v" + "\udfff"]]));
class Label {
  constructor(public text: string) {}
}
console.log(new Label(padded), [padded.length, half.length]);
console.log("at the top level it prints as is:", padded === "1.5\ud83d");
