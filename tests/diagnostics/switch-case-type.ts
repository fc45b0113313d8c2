function label(code: number): string {
  switch (code) {
    case "one":
      return "1";
    default:
      return "?";
  }
}
console.log(label(1));
