// Number's constants and integer precision limits.
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
console.log(Number.EPSILON, Number.MAX_VALUE, Number.MIN_VALUE);
console.log(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN);
console.log(Number.MAX_SAFE_INTEGER + 1 === Number.MAX_SAFE_INTEGER + 2);
console.log(1 + Number.EPSILON > 1, 1 + Number.EPSILON / 2 > 1);
console.log(Number.MIN_VALUE / 2, Number.MAX_VALUE * 2);
