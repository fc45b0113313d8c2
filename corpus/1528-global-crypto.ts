const globalId = crypto.randomUUID();
console.log(globalId.length, globalId[14]);
const filled = crypto.getRandomValues(new Uint8Array(4));
console.log(filled.length);
