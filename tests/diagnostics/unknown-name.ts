let total = 0;
total = totl + 1;
console.log(undefinedThing);
