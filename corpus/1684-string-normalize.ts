// String.prototype.normalize: the four Unicode normalization forms, NFC by
// default, the usual accent-stripping idiom, and Node's RangeError for
// another form.

const word = "Ünïcödé café";
const decomposed = word.normalize("NFD");
console.log(decomposed.length, word.normalize().length, decomposed.normalize("NFC") === word.normalize());
console.log(decomposed.replace(/[\u0300-\u036f]/g, ""));
console.log("ﬁ ① ²".normalize("NFKC"), "ﬁ ① ²".normalize("NFKD").length, "ﬁ".normalize("NFC"));
const composed: string = "é";
console.log("e\u0301" === composed, "e\u0301".normalize() === "é".normalize(), "\u1e9b\u0323".normalize("NFKC").codePointAt(0));
console.log("plain ascii".normalize("NFD"), "한국어".normalize("NFD").length, "한국어".normalize("NFD").normalize("NFC"));
try {
  console.log("x".normalize("NFX"));
} catch (error) {
  console.log((error as Error).name, (error as Error).message);
}
