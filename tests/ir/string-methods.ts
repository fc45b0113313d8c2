// Library calls: a method's receiver goes first, omitted optional
// arguments are filled in (slice's end is +Infinity), string results are
// temporaries released at the end of the statement.
const name = "  Ada Lovelace  ";
const short = name.trim().slice(0, 3).toUpperCase();
console.log(short, name.indexOf("Love"), (3.14159).toFixed(2), Number.isInteger(4));
