const a = "x" - 1;
const b = true * 2;
