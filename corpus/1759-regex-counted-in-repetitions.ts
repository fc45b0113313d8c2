const cases: [RegExp, string][] = [
  [/(?:(?:[a-z]+){2})+c/, "éabc"],
  [/(?:(?:[a-z]+){2})c/, "éabc"],
  [/(?:(?:[a-z]+)(?:[a-z]+))+c/, "éabc"],
  [/(?:[a-z]+){2}c/, "éabc"],
  [/(?:(?:[a-z]+){1,2})+c/, "éabc"],
  [/(?:(?:[a-z]+){2,})+c/, "éabcd"],
  [/(?:(?:[a-z]+?){2})+c/, "éabc"],
  [/((?:[a-z]+){2})*c/, "éabc"],
  [/(?:(?:[a-z]*){2})+c/, "éabc"],
  [/(?:(?:\w+){3})+x/, "éabcdx"],
  [/(?:(?:\d+){2}\.)+\d/, "é123.45.6"],
];
for (const [re, text] of cases) console.log(String(re), JSON.stringify(re.exec(text)));
console.log(JSON.stringify(/(?:(?:[a-z]*){2})+c/.exec("abc")));
console.log(JSON.stringify(/(?:(?:[a-z]+){2})+c/.exec("abc")));
