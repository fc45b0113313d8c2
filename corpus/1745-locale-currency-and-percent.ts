// Numbers formatted as currencies and percentages in Node's default
// locale: ICU's symbols, fraction digits, rounding of the decimal digits
// (a percent shifts them), signs and the options that change digits.
console.log("USD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log("EUR", (1234.5).toLocaleString("en-US", { style: "currency", currency: "EUR" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "EUR" }));
console.log("GBP", (1234.5).toLocaleString("en-US", { style: "currency", currency: "GBP" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "GBP" }));
console.log("JPY", (1234.5).toLocaleString("en-US", { style: "currency", currency: "JPY" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "JPY" }));
console.log("INR", (1234.5).toLocaleString("en-US", { style: "currency", currency: "INR" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "INR" }));
console.log("CAD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "CAD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "CAD" }));
console.log("AUD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "AUD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "AUD" }));
console.log("CNY", (1234.5).toLocaleString("en-US", { style: "currency", currency: "CNY" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "CNY" }));
console.log("CHF", (1234.5).toLocaleString("en-US", { style: "currency", currency: "CHF" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "CHF" }));
console.log("KRW", (1234.5).toLocaleString("en-US", { style: "currency", currency: "KRW" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "KRW" }));
console.log("MXN", (1234.5).toLocaleString("en-US", { style: "currency", currency: "MXN" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "MXN" }));
console.log("BRL", (1234.5).toLocaleString("en-US", { style: "currency", currency: "BRL" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "BRL" }));
console.log("NZD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "NZD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "NZD" }));
console.log("HKD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "HKD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "HKD" }));
console.log("SEK", (1234.5).toLocaleString("en-US", { style: "currency", currency: "SEK" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "SEK" }));
console.log("ILS", (1234.5).toLocaleString("en-US", { style: "currency", currency: "ILS" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "ILS" }));
console.log("TWD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "TWD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "TWD" }));
console.log("PHP", (1234.5).toLocaleString("en-US", { style: "currency", currency: "PHP" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "PHP" }));
console.log("VND", (1234.5).toLocaleString("en-US", { style: "currency", currency: "VND" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "VND" }));
console.log("RUB", (1234.5).toLocaleString("en-US", { style: "currency", currency: "RUB" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "RUB" }));
console.log("BHD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "BHD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "BHD" }));
console.log("KWD", (1234.5).toLocaleString("en-US", { style: "currency", currency: "KWD" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "KWD" }));
console.log("XYZ", (1234.5).toLocaleString("en-US", { style: "currency", currency: "XYZ" }), (-0.005).toLocaleString("en-US", { style: "currency", currency: "XYZ" }));
console.log((0.125).toLocaleString("en-US", { style: "percent" }), (-0.125).toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 }), (12.5).toLocaleString("en-US", { style: "percent", minimumFractionDigits: 2 }));
console.log((0.145).toLocaleString("en-US", { style: "percent" }), (0.285).toLocaleString("en-US", { style: "percent" }), (0.0155).toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 }));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 }), (1234.5).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }));
console.log((NaN).toLocaleString("en-US", { style: "currency", currency: "USD" }), (-Infinity).toLocaleString("en-US", { style: "currency", currency: "EUR" }), (-0).toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log((1234.5).toLocaleString("en-US", { style: "decimal" }), (1234.5).toLocaleString("en-US", { style: "currency", currency: "usd" }), (1e21).toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log((1.25).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 1 }), (1.25).toLocaleString("en-US", { style: "currency", currency: "JPY", minimumFractionDigits: 2 }), (1.256).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 3 }));
console.log((0.5).toLocaleString("en-US", { style: "percent", useGrouping: false }), (123.456).toLocaleString("en-US", { style: "percent" }), (2.5).toLocaleString("en-US", { style: "currency", currency: "JPY" }), (3.5).toLocaleString("en-US", { style: "currency", currency: "JPY" }));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "USD", useGrouping: false }), (1234.5).toLocaleString(undefined, { style: "currency", currency: "EUR" }));
const prices = [19.99, 5, 1234567.891];
console.log(prices.map((p) => p.toLocaleString("en-US", { style: "currency", currency: "USD" })).join(" | "));
console.log((NaN).toLocaleString("en-US", { style: "currency", currency: "CHF" }), (-Infinity).toLocaleString("en-US", { style: "currency", currency: "XYZ" }), (Infinity).toLocaleString("en-US", { style: "currency", currency: "CAD" }));
