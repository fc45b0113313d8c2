class Settings {
  static readonly limit = 10;
  static level = 1;
  static bump(): number {
    return ++Settings.level;
  }
}
Settings.limit = 11;
Settings.missing = 2;
console.log(Settings.nothing(), Settings.bump(1));
const name = Settings.name;
