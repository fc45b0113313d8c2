// Splitting text into words: letters and apostrophes, lower-cased.

export function words(text: string): string[] {
  const result: string[] = [];
  let current = "";
  for (const char of text.toLowerCase()) {
    if ((char >= "a" && char <= "z") || char === "'") {
      current += char;
    } else if (current.length > 0) {
      result.push(current);
      current = "";
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

export function sentences(text: string): number {
  let count = 0;
  for (const char of text) {
    if (char === "." || char === "!" || char === "?") count++;
  }
  return count;
}
